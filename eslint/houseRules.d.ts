// Types of the house-rules lint config, for the TypeScript lint test that loads it.
import type { Linter } from 'eslint';

export declare const TYPED_HOOKS_FILES: string[];
export declare const restrictedImportsConfig: Linter.Config[];
export declare const noCycleConfig: Linter.Config;
