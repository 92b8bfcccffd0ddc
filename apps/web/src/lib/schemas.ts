import type * as SchemasModule from '@stuga/shared/schemas';
import { useEffect } from 'react';
import { knowMessages } from './i18n';

/** The request schemas of `@stuga/shared`: the same checks the server makes (with zod). */
export type Schemas = typeof SchemasModule;

let pending: Promise<Schemas> | undefined;

/**
 * The schemas, fetched once. Forms check what they send with them; they load after the screen
 * shows (they are a quarter of a form screen's code), and are there long before anyone has
 * typed and pressed a button. A failed fetch (offline) is tried again on the next call.
 */
export function loadSchemas(): Promise<Schemas> {
  pending ??= import('@stuga/shared/schemas').then(
    (schemas) => {
      knowMessages(schemas.saidOf);
      return schemas;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts fetching the schemas when a form appears. */
export function usePreloadSchemas(): void {
  useEffect(() => {
    loadSchemas().catch(() => undefined);
  }, []);
}
