// Types of the layer-boundary lint config, for the TypeScript lint test that loads it.
import type { Linter } from 'eslint';

export declare const boundariesConfig: Linter.Config;
