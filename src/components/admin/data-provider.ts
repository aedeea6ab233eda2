import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { DEFAULT_LOCALE } from '@/lib/locales';
import { apiFetch } from './api';
import { renewIfDue } from './auth-provider';
import { draftKey, forgetDraft } from './drafts/store';

/** A call of the API with the editor's token, renewed first when it is about to expire. */
export type ApiCall = <T>(path: string, init?: RequestInit) => Promise<{ status: number; json: T }>;

/** Where a react-admin resource lives in the API, and how it is written. */
export type ResourceApi = {
  /** Collection path under /api that lists and reads records, with its slash: `/admin/promotions/`. */
  read: string;
  /** Collection path that creates, updates and deletes them, when not the same: `/promotions/`. */
  write?: string;
  /** Records of one locale at a time: every call carries `language` (the list's filter, else the record's meta). */
  localized?: boolean;
  update?: 'PUT' | 'PATCH';
  /** An update the API takes in several calls (a page, one locale at a time); answers the record as saved. */
  save?: (call: ApiCall, id: Identifier, data: Record<string, unknown>, previousData: Record<string, unknown>) => Promise<RaRecord>;
  /** What follows a record's id in its address, when the record is a sub-resource: `feed/` for `/partners/{id}/feed/`. */
  item?: string;
  /** Sort fields the list's `ordering` understands; other sorts are the API's own order. */
  orderings?: readonly string[];
  /**
   * The list's filter that takes several ids (a repeated key): getMany reads the choices a form
   * holds through it, as rows named like the list's. Without it, getMany reads each record.
   */
  manyById?: string;
};

type Page<T> = { count: number; results: T[] };

function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * react-admin's calls over the site's REST API: lists are `{count, results}` paged by `page` and
 * `size`; a localized resource's records are read and written in the locale its `language` names.
 */
export function dataProvider(resources: Record<string, ResourceApi>): DataProvider {
  const api = (resource: string): ResourceApi => {
    const found = resources[resource];
    if (!found) throw new Error(`No API for the resource ${resource}`);
    return found;
  };
  const language = (resource: string, meta: { language?: string } | undefined, filter?: Record<string, unknown>) =>
    api(resource).localized ? { language: (filter?.language as string | undefined) ?? meta?.language ?? DEFAULT_LOCALE } : {};
  // A localized record's locale travels in the query: a strict body (a footer link's) would refuse it.
  const bodyOf = (resource: string, data: Record<string, unknown>) => {
    if (!api(resource).localized) return data;
    const { language: _language, ...body } = data;
    return body;
  };
  const readPath = (resource: string) => api(resource).read;
  const writePath = (resource: string) => api(resource).write ?? api(resource).read;
  const one = (base: string, id: Identifier, resource?: string) => `${base}${encodeURIComponent(String(id))}/${resource ? (api(resource).item ?? '') : ''}`;
  // A sub-resource (a partner's feed settings) has no id of its own: it is known by its parent's.
  const identified = (json: RaRecord, id: Identifier) => ({ ...json, id: json.id ?? id });
  const call: ApiCall = async <T>(path: string, init?: RequestInit) => {
    await renewIfDue();
    return apiFetch<T>(path, init);
  };

  // `as never` on each answer: react-admin types a call's records by the caller's RecordType; the
  // API's JSON is what the resource's screens expect, which this generic provider cannot state.
  return {
    async getList(resource, { pagination, sort, filter, meta }) {
      const { orderings = [] } = api(resource);
      const ordering = sort && orderings.includes(sort.field) ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;
      const { language: _language, ...filters } = (filter ?? {}) as Record<string, unknown>;
      const params = { ...filters, ...language(resource, meta, filter), page: pagination?.page, size: pagination?.perPage, ordering };
      const { json } = await call<Page<RaRecord>>(`${readPath(resource)}${query(params)}`);
      return { data: json.results, total: json.count } as never;
    },
    async getOne(resource, { id, meta }) {
      const { json } = await call<RaRecord>(`${one(readPath(resource), id, resource)}${query(language(resource, meta))}`);
      return { data: identified(json, id) } as never;
    },
    async getMany(resource, { ids, meta }) {
      const { manyById } = api(resource);
      if (manyById) {
        if (ids.length === 0) return { data: [] };
        const params = { [manyById]: ids, ...language(resource, meta), size: ids.length };
        const { json } = await call<Page<RaRecord>>(`${readPath(resource)}${query(params)}`);
        return { data: json.results } as never;
      }
      const data = await Promise.all(ids.map(async (id) => (await call<RaRecord>(`${one(readPath(resource), id)}${query(language(resource, meta))}`)).json));
      return { data } as never;
    },
    async getManyReference(resource, { target, id, pagination, filter, meta }) {
      const params = { ...filter, [target]: id, ...language(resource, meta, filter), page: pagination?.page, size: pagination?.perPage };
      const { json } = await call<Page<RaRecord>>(`${readPath(resource)}${query(params)}`);
      return { data: json.results, total: json.count } as never;
    },
    async create(resource, { data, meta }) {
      const { json } = await call<RaRecord>(`${writePath(resource)}${query(language(resource, meta, data))}`, { method: 'POST', body: JSON.stringify(bodyOf(resource, data)) });
      forgetDraft(draftKey(resource, undefined));
      return { data: json } as never;
    },
    async update(resource, { id, data, previousData, meta }) {
      const { save } = api(resource);
      if (save) {
        const saved = await save(call, id, data as Record<string, unknown>, previousData as Record<string, unknown>);
        forgetDraft(draftKey(resource, id));
        return { data: identified(saved, id) } as never;
      }
      const method = api(resource).update ?? 'PUT';
      const { id: _id, ...body } = data as Record<string, unknown>;
      const { json } = await call<RaRecord>(`${one(writePath(resource), id, resource)}${query(language(resource, meta, data))}`, { method, body: JSON.stringify(bodyOf(resource, body)) });
      forgetDraft(draftKey(resource, id));
      return { data: identified(json, id) } as never;
    },
    async updateMany(resource, { ids, data, meta }) {
      const method = api(resource).update ?? 'PUT';
      await Promise.all(ids.map((id) => call(`${one(writePath(resource), id)}${query(language(resource, meta))}`, { method, body: JSON.stringify(data) })));
      return { data: ids };
    },
    async delete(resource, { id, previousData, meta }) {
      await call(`${one(writePath(resource), id)}${query(language(resource, meta, previousData))}`, { method: 'DELETE' });
      return { data: previousData } as never;
    },
    async deleteMany(resource, { ids, meta }) {
      for (const id of ids) await call(`${one(writePath(resource), id)}${query(language(resource, meta))}`, { method: 'DELETE' });
      return { data: ids };
    },
  };
}
