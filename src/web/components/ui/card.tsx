// The white rounded card most screens are built from. `as` picks the element: a `section` when the card
// has a heading (label it with aria-labelledby), a `div` otherwise.
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'article' | 'aside' | 'form' | 'main' | 'ul' | 'li';
};

export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag className={cn('rounded-xl border border-slate-200 bg-white', className)} {...props} />;
}
