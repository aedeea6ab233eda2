'use client';

const loading = new Map<string, Promise<void>>();

/**
 * Adds a third party's script to the page once per address (async, after the page's own), and
 * settles when it has run. A failed load is forgotten, so the next call tries again.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  let found = loading.get(src);
  if (!found) {
    found = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error(`${src} could not be loaded`));
      };
      document.head.append(script);
    });
    loading.set(src, found);
  }
  return found;
}
