import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { falha } from '../../lib/erros';
import { clienteDeEnvio } from '../../lib/upload';
import { comEnvio } from './envio';
import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_ESPERA_MS,
  type CampoVitrine,
  dadosAutosave,
  MSG,
  mensagemErroAutosave,
  TIMEOUT_AUTOSAVE_MS,
  type ValoresVitrine,
} from './regras';
import type { FornecedorEdicao } from './vitrine-form';

export type Salvamento =
  | { estado: 'ocioso' }
  | { estado: 'salvando' }
  | { estado: 'salvo'; em: Date }
  | { estado: 'erro'; mensagem: string };

/**
 * Autosave of an existing supplier: 5 s after the last change, then a 2 s debounce; only the
 * modified fields (plus the documented ones) through `fornecedores.atualizarParcial`.
 * `aoSalvar` gets the stored supplier and whether nothing changed while it was being saved.
 */
export function useAutosave({
  id,
  valoresRef,
  aoSalvar,
  sessaoExpirada,
}: {
  id: number | null;
  valoresRef: RefObject<ValoresVitrine>;
  aoSalvar: (fornecedor: FornecedorEdicao, semMudancas: boolean) => void;
  sessaoExpirada: (mensagem: string) => void;
}) {
  const [dirty, setDirty] = useState(false);
  const [salvamento, setSalvamento] = useState<Salvamento>({ estado: 'ocioso' });
  const modificados = useRef(new Set<CampoVitrine>());
  const versao = useRef(0);
  const timers = useRef<{ espera?: ReturnType<typeof setTimeout>; debounce?: ReturnType<typeof setTimeout> }>(
    {},
  );
  const autosalvando = useRef(false);

  const parar = useCallback(() => {
    clearTimeout(timers.current.espera);
    clearTimeout(timers.current.debounce);
  }, []);
  useEffect(() => parar, [parar]);

  /** Clears the pending changes when none was made since `v0` (the version a save started from). */
  const concluir = useCallback((v0: number) => {
    if (versao.current !== v0) return false;
    modificados.current.clear();
    setDirty(false);
    return true;
  }, []);

  const autosalvar = useCallback(async () => {
    if (!id) return;
    if (autosalvando.current) {
      timers.current.debounce = setTimeout(() => void autosalvar(), AUTOSAVE_DEBOUNCE_MS);
      return;
    }
    if (modificados.current.size === 0) return;
    autosalvando.current = true;
    const v0 = versao.current;
    const dados = dadosAutosave(valoresRef.current, new Set(modificados.current));
    setSalvamento({ estado: 'salvando' });
    try {
      const res = await clienteDeEnvio.fornecedores.atualizarParcial.mutate(
        { id, dados },
        comEnvio({ timeoutMs: TIMEOUT_AUTOSAVE_MS }),
      );
      aoSalvar(res.fornecedor, concluir(v0));
      setSalvamento({ estado: 'salvo', em: new Date() });
    } catch (err) {
      const { status, mensagem } = falha(err);
      setSalvamento({ estado: 'erro', mensagem: mensagemErroAutosave(status, mensagem) });
      if (status === 401) sessaoExpirada(MSG.sessaoExpiradaCurta);
    } finally {
      autosalvando.current = false;
    }
  }, [id, valoresRef, aoSalvar, concluir, sessaoExpirada]);

  const agendar = useCallback(() => {
    if (!id) return;
    parar();
    timers.current.espera = setTimeout(() => {
      timers.current.debounce = setTimeout(() => void autosalvar(), AUTOSAVE_DEBOUNCE_MS);
    }, AUTOSAVE_ESPERA_MS);
  }, [id, autosalvar, parar]);

  /** A field changed: remembered for the next autosave, which is (re)scheduled. */
  const marcar = (campo: CampoVitrine) => {
    modificados.current.add(campo);
    versao.current++;
    setDirty(true);
    agendar();
  };

  // Leaving the editor inside the app (a menu link) still sends the pending changes.
  useEffect(
    () => () => {
      if (!id || modificados.current.size === 0) return;
      const dados = dadosAutosave(valoresRef.current, modificados.current);
      void clienteDeEnvio.fornecedores.atualizarParcial
        .mutate({ id, dados }, comEnvio({ keepalive: true }))
        .catch(() => undefined);
    },
    [id, valoresRef],
  );

  // The browser warns before leaving with unsaved changes.
  useEffect(() => {
    if (!dirty) return;
    const aviso = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', aviso);
    return () => window.removeEventListener('beforeunload', aviso);
  }, [dirty]);

  return {
    dirty,
    setDirty,
    salvamento,
    setSalvamento,
    marcar,
    parar,
    autosalvar,
    pendentes: () => modificados.current.size > 0,
    versaoAtual: () => versao.current,
    concluir,
  };
}
