import type { InputHTMLAttributes } from 'react';
import { formatarTelefone } from '../../server/schemas/auth.schema';

/**
 * A phone field masked as (DD) NNNNN-NNNN while typing, at most 11 digits. `onChange` receives the
 * formatted value (the form stores it as shown).
 */
export function PhoneInput({
  value,
  onChange,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (formatted: string) => void;
}) {
  return (
    <input
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete={rest.autoComplete ?? 'tel'}
      placeholder={rest.placeholder ?? '(00) 00000-0000'}
      maxLength={15}
      value={value}
      onChange={(e) => onChange(formatarTelefone(e.target.value))}
    />
  );
}
