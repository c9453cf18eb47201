export declare const REPO_ROOT: string;
export declare function ensureBuilt(app: 'web' | 'admin' | 'agent'): boolean;
