import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icone } from '../../components/icone';
import { TAMANHOS_FOTO } from '../../components/imagem';
import { FotoFornecedor } from '../../components/supplier-badge';
import { paths } from '../../config/paths';
import { useTRPC } from '../../lib/trpc';
import { perfilHref } from './home-util';

export const BUSCA_LIMPAR_MS = 300;

/** The hero's search: suppliers as the visitor types, Enter opens the list with the words. */
export function BuscaAoVivo() {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const [texto, setTexto] = useState('');
  const [aberto, setAberto] = useState(false);
  const [debounced, setDebounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listaId = useId();
  useEffect(() => {
    const id = setTimeout(() => setDebounced(texto.trim()), 150);
    return () => clearTimeout(id);
  }, [texto]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const busca = useQuery({
    ...trpc.fornecedores.search.queryOptions({ texto: debounced }),
    enabled: debounced.length > 0,
    staleTime: 30_000,
  });
  const resultados = debounced ? (busca.data ?? []) : [];
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in the JSX types
    <form
      className="home-busca"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        navigate(`${paths.fornecedores}?pesquisa=${encodeURIComponent(texto.trim())}`);
      }}
    >
      <label htmlFor="home-busca-campo" className="sr-only">
        Pesquisar soluções
      </label>
      <div className="home-busca-linha">
        <input
          id="home-busca-campo"
          className="entrada"
          type="search"
          placeholder="Pesquisar soluções..."
          value={texto}
          autoComplete="off"
          onChange={(e) => {
            setTexto(e.target.value);
            setAberto(true);
          }}
          onFocus={() => {
            if (timer.current) clearTimeout(timer.current);
            setAberto(true);
          }}
          onBlur={() => {
            // The text clears 300 ms after the box loses focus (a click on a result still lands).
            timer.current = setTimeout(() => {
              setTexto('');
              setAberto(false);
            }, BUSCA_LIMPAR_MS);
          }}
        />
        <button type="submit" className="btn btn-primario" aria-label="Pesquisar">
          <Icone nome="fas-magnifying-glass" />
        </button>
      </div>
      {aberto && resultados.length > 0 && (
        <ul id={listaId} className="home-busca-resultados" aria-label="Fornecedores encontrados">
          {resultados.map((f) => (
            <li key={f.id}>
              <Link href={perfilHref(f)}>
                <FotoFornecedor
                  foto={f.foto_perfil}
                  larguras={f.foto_perfil_larguras}
                  alt=""
                  width={32}
                  height={32}
                  sizes={TAMANHOS_FOTO.busca}
                />
                {f.nome_empresa}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
