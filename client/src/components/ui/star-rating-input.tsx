import { useId } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A 1-5 star choice as a native radio group (arrow keys move between stars); the stars up to the chosen one are
 * filled.
 */
export function StarRatingInput({ value, onChange, name, legend = 'Rating', disabled }: {
  value: number;
  onChange: (rating: number) => void;
  name: string;
  legend?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="space-y-1.5">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            htmlFor={`${id}-${star}`}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              id={`${id}-${star}`}
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
              aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            />
            <Star
              aria-hidden="true"
              className={cn('h-7 w-7 transition-colors', star <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">{value} of 5</span>
      </div>
    </fieldset>
  );
}
