import { type ComponentType, useEffect, useState } from 'react';

/** A notification. */
export interface ToastOptions {
  title?: string;
  description?: string;
  type?: 'info' | 'success' | 'warning' | 'error' | 'loading';
  closable?: boolean;
}

type Part = typeof import('./toaster-part.tsx');

// The toaster's code loads with the first notification, not with every page.
let part: Promise<Part> | null = null;
const load = (): Promise<Part> => {
  part ??= import('./toaster-part.tsx');
  return part;
};
const mounts = new Set<(part: Part) => void>();

/** The site's one toaster: `toaster.create({ title, description, type })`. */
export const toaster = {
  create(options: ToastOptions): void {
    load().then((loaded) => {
      for (const mount of mounts) mount(loaded);
      loaded.chakraToaster.create(options);
    });
  },
};

/** Where notifications appear (in the providers); drawn once the first one is made. */
export function Toaster() {
  const [Drawn, setDrawn] = useState<ComponentType | null>(null);
  useEffect(() => {
    const mount = (loaded: Part) => setDrawn(() => loaded.ToasterPart);
    mounts.add(mount);
    return () => {
      mounts.delete(mount);
    };
  }, []);
  return Drawn ? <Drawn /> : null;
}
