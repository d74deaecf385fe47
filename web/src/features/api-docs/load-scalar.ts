// Scalar's API reference is a Vue app of about 1.2 MB gzip. Its prebuilt browser build is copied
// into the site as one hashed asset (vite.config.ts) and only this page adds it, as a classic
// script, so no other page's JavaScript grows and Vite never bundles Vue.
import scalarScriptUrl from '@scalar/api-reference/browser/standalone.js?url';

/** The options this site passes; the script accepts many more (@scalar/types ApiReferenceConfiguration). */
export type ScalarConfiguration = {
  url: string;
  layout?: 'modern' | 'classic';
  customCss?: string;
  withDefaultFonts?: boolean;
  telemetry?: boolean;
  agent?: { disabled: boolean };
  mcp?: { disabled: boolean };
  hideDarkModeToggle?: boolean;
  forceDarkModeState?: 'light' | 'dark';
  hideClientButton?: boolean;
  showDeveloperTools?: 'always' | 'localhost' | 'never';
  showToolbar?: 'always' | 'localhost' | 'never';
  documentDownloadType?: 'yaml' | 'json' | 'both' | 'direct' | 'none';
  defaultOpenAllTags?: boolean;
  hiddenClients?: boolean | string[];
};

export type ScalarReference = { destroy(): void };
export type Scalar = { createApiReference(element: Element, configuration: ScalarConfiguration): ScalarReference };

declare global {
  interface Window {
    Scalar?: Scalar;
  }
}

let loading: Promise<Scalar> | undefined;

/** Adds the script once; a failed load can be tried again. */
export function loadScalar(): Promise<Scalar> {
  loading ??= new Promise<Scalar>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scalarScriptUrl;
    script.async = true;
    script.onload = () => {
      if (window.Scalar) resolve(window.Scalar);
      else reject(new Error('The API reference script did not start.'));
    };
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('The API reference script could not be downloaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

let scalarStyle: Element | null = null;

/**
 * The script puts its stylesheet (which also styles <body>) in <head> once. It is wanted only while
 * the reference is shown: the page takes it out when it leaves and puts it back when it returns.
 */
export function showScalarStyles(): void {
  scalarStyle ??= document.getElementById('scalar-style');
  if (scalarStyle && !scalarStyle.isConnected) document.head.append(scalarStyle);
}

export function hideScalarStyles(): void {
  scalarStyle ??= document.getElementById('scalar-style');
  scalarStyle?.remove();
}
