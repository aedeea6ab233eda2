export declare class LruByBytes<V> {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  get(key: string): V | undefined;
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
  get bytes(): number;
}
