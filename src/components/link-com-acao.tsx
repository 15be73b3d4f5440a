/**
 * A real link whose plain click runs `aoSeguir` instead: with JavaScript the page acts in place
 * (opens a menu, a modal, applies a filter); without it, or opened in a new tab, the address
 * alone does the job (another list, or `#id` of a panel that CSS `:target` shows).
 */
export function LinkComAcao({
  href,
  aoSeguir,
  ...rest
}: { href: string; aoSeguir: () => void } & Omit<
  React.AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick'
>) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        aoSeguir();
      }}
    />
  );
}
