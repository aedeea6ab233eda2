'use client';

import { useEffect, useRef } from 'react';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { draftKey, forgetDraft, readDraft, writeDraft } from './store';

/**
 * Put inside a form: keeps its unsaved values in the tab's session storage and puts them back when
 * the form opens again, so an editor sent to sign in again mid-edit finds the edit as they left it.
 * A save forgets the draft (the data provider, on success; the form, once it is clean again).
 */
export function KeepDraft() {
  const resource = useResourceContext();
  const record = useRecordContext();
  const key = draftKey(resource ?? 'form', record?.id);
  const { reset, getValues, formState } = useFormContext();
  const values = useWatch();
  const notify = useNotify();
  const restoredFor = useRef<string | null>(null);
  const { isDirty, isReady } = formState;

  useEffect(() => {
    // Not before the form has taken its record: react-admin's first reset would undo the draft's.
    if (!isReady || restoredFor.current === key) return;
    restoredFor.current = key;
    const draft = readDraft(key);
    if (!draft) return;
    // The loaded record stays the form's reference, so the restored values count as unsaved changes.
    reset(draft, { keepDefaultValues: true });
    notify('Vos modifications non enregistrées ont été rétablies.', { type: 'info', autoHideDuration: 10_000 });
  }, [isReady, key, reset, notify]);

  useEffect(() => {
    if (restoredFor.current !== key) return;
    if (isDirty) writeDraft(key, getValues());
    else forgetDraft(key);
  }, [key, values, isDirty, getValues]);

  return null;
}
