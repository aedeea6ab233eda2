export declare function onTagsExpired(listener: (tags: string[]) => void): void;
export declare function tagsExpired(tags: string | string[]): void;
