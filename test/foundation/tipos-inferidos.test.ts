import { describe, expectTypeOf, it } from 'vitest';
import type { TipoUsuarioAdmin } from '../../server/schemas/admin.schema';
import type { SessionData, TipoUsuario } from '../../src/lib/session';
import type { CliqueLink, PageType } from '../../src/lib/tracking';
import type { RouterInputs, RouterOutputs, TrpcErrorData } from '../../src/lib/trpc';

// Checked by tsc (npm test runs it): the client's types are the router's, not copies.
describe('client types inferred from the router', () => {
  it('the session is what auth.session answers', () => {
    expectTypeOf<SessionData>().toEqualTypeOf<NonNullable<RouterOutputs['auth']['session']>>();
    expectTypeOf<TipoUsuario>().toEqualTypeOf<TipoUsuarioAdmin>();
  });

  it("the error data is the error formatter's", () => {
    expectTypeOf<TrpcErrorData['appCode']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<TrpcErrorData['errors']>().toEqualTypeOf<
      { campo: string; mensagem: string }[] | undefined
    >();
  });

  it('tracking sends what the procedures take, and no user id', () => {
    expectTypeOf<PageType>().toEqualTypeOf<
      'home' | 'lista_fornecedores' | 'fornecedor' | 'blog' | 'artigo_blog'
    >();
    expectTypeOf<CliqueLink>().toEqualTypeOf<RouterInputs['accessLogs']['linkClick']>();
    expectTypeOf<RouterInputs['accessLogs']['linkClick']>().not.toHaveProperty('usuario_id');
    expectTypeOf<RouterInputs['accessLogs']['pageView']>().not.toHaveProperty('usuario_id');
    expectTypeOf<RouterInputs['accessLogs']['pageView']>().not.toHaveProperty('session_id');
  });
});
