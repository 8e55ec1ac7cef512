import { useEffect } from 'react';
import { readableTextOn } from '../../shared/dealer/brand.ts';

export type BrandColours = { primaryColor: string; secondaryColor: string };

const PROPERTIES = ['primary', 'secondary', 'on-primary', 'on-secondary'] as const;

/**
 * A dealer's colours on the root element, so everything (dialogs and toasts in portals too) wears them,
 * with black or white text chosen for contrast. Until the colours are known (`null`/`undefined`) the
 * stylesheet's defaults apply; leaving the screen restores them.
 */
export function useBrandColours(colours: BrandColours | null | undefined) {
  const primary = colours?.primaryColor;
  const secondary = colours?.secondaryColor;
  useEffect(() => {
    if (!primary || !secondary) return;
    const root = window.document.documentElement.style;
    root.setProperty('--brand-primary', primary);
    root.setProperty('--brand-secondary', secondary);
    root.setProperty('--brand-on-primary', readableTextOn(primary));
    root.setProperty('--brand-on-secondary', readableTextOn(secondary));
    return () => {
      for (const name of PROPERTIES) root.removeProperty(`--brand-${name}`);
    };
  }, [primary, secondary]);
}
