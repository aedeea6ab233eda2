export declare function memoryLimitProblem(info: string): string | null;
