import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

interface SearchFieldProps {
  id: string;
  /** The visible label: what the box searches. */
  label: ReactNode;
  /** An example of what to type. */
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}

/** A list's search box: its label above, the magnifier inside at the start, as every list has it. */
export function SearchField({ id, label, placeholder, value, onChange, className }: SearchFieldProps) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-muted" aria-hidden />
        <Input
          id={id}
          type="search"
          className="ps-10"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
      </div>
    </div>
  );
}
