import { NaoEncontrado } from '../../components/nao-encontrado';

/** The router's fallback: any address the app does not know, or whose parameter has the wrong shape. */
export default function NaoEncontradoPage() {
  return <NaoEncontrado />;
}
