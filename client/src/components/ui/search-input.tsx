import { forwardRef, type InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input } from './input';

interface SearchInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Classes for the box around the icon and the input, e.g. its width in a row. */
  wrapperClassName?: string;
}

/** An Input (type search unless told otherwise) with a magnifying glass inside its left edge. */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(
  ({ className, wrapperClassName, type = 'search', ...props }, ref) => (
    <div className={cn('relative', wrapperClassName)}>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
      <Input ref={ref} type={type} className={cn('pl-9', className)} {...props} />
    </div>
  ),
);
SearchInput.displayName = 'SearchInput';
