/** The types of ./server-modules.js, for the tests that read the module order. */
export declare const SERVER_MODULE_ORDER: readonly string[];
export declare const SERVER_SRC_PATTERNS: readonly string[];
export declare const SERVER_SRC_MESSAGE: string;
export declare const serverModules: readonly object[];
