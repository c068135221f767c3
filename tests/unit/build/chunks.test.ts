// The build's chunk rules on a small module graph: Log In's shared code with the start, the portal's first screen in two chunks.
import { describe, expect, it } from 'vitest';
import {
  authChunk,
  backgroundChunk,
  bootChunk,
  earlyChunk,
  isVendor,
  laterChunk,
  portalChunk,
  portalWorkChunk,
  sharedChunk,
  type ChunkingContext,
  type ModuleFacts,
} from '../../../build/chunks';
import { moduleId } from '../../../build/sources';

const src = (path: string) => moduleId(`src/${path}`);
const HTML = moduleId('index.html');
const MAIN = src('main.tsx');
const EARLY = src('early.ts');
const EARLY_READS = src('lib/earlyReads.ts');
const ROUTER = src('app/router.tsx');
const PANEL_TABLE = src('app/panels.tsx');
const WARM_START = src('app/warmStart.ts');
const SESSION_GATE = src('app/SessionGate.tsx');
const PORTAL_PAGE = src('app/PortalPage.tsx');
const LOG_IN = src('features/auth/LogInPage.tsx');
const VERIFY = src('features/registration/VerifyPage.tsx');
const PENDING = src('features/registration/PendingPage.tsx');
const SIGN_IN_AGAIN = src('features/auth/SignInToContinue.tsx');
const STYLES = src('styles.css');
const BUTTON = src('components/Button.tsx');
const FIELD = src('components/Field.tsx');
const FRAME = src('features/portal/PortalLayout.tsx');
const WALLET = src('features/wallet/WalletPanel.tsx');
const TABLE = src('features/wallet/TransactionTable.tsx');
const WALLET_API = src('features/wallet/api.ts');
const WALLET_STYLES = src('features/wallet/wallet.css');
const ACCOUNT_STYLES = src('features/account/account.css');
const DRAFT_STYLES = src('components/DraftOffer.css');
const FORMAT = src('lib/format.ts');
const OUTBOX = src('lib/outbox/startOutbox.ts');
const QUEUE = src('lib/outbox/queue.ts');
const TOPICS = src('app/outboxTopics.ts');
const REPORT = src('features/orders/reportOutbox.ts');
const ACCOUNT = src('features/account/AccountPanel.tsx');
const ACCOUNT_FORM = src('features/account/AccountForm.tsx');
const AMOUNT = src('components/Amount.tsx');
const ORDERS = src('features/orders/OrdersPanel.tsx');
const WIZARD = src('features/orders/OrderWizard.tsx');
const TEAM = src('features/team/TeamPanel.tsx');
const FILE_INPUT = src('components/FileInput.tsx');
const CONTACT = src('components/ContactLinks.tsx');
const SEARCH = src('components/SearchFilters.tsx');
const CREDENTIALS = src('features/auth/CredentialsFields.tsx');
const AUTH_FORM = src('features/auth/AuthForm.tsx');
const CREATE_ACCOUNT = src('features/auth/CreateAccountPage.tsx');

/** module -> [static imports, dynamic imports] */
const IMPORTS: Record<string, [string[], string[]]> = {
  [HTML]: [[EARLY, MAIN], []],
  [EARLY]: [[EARLY_READS], []],
  [MAIN]: [
    [ROUTER, WARM_START, BUTTON, STYLES, EARLY_READS],
    [OUTBOX, TOPICS],
  ],
  [TOPICS]: [[REPORT], []],
  [WARM_START]: [[ROUTER, PANEL_TABLE], []],
  [ROUTER]: [
    [PANEL_TABLE, SESSION_GATE],
    [LOG_IN, CREATE_ACCOUNT, PORTAL_PAGE, VERIFY, PENDING],
  ],
  [SESSION_GATE]: [[BUTTON], [SIGN_IN_AGAIN]],
  [CREATE_ACCOUNT]: [[AUTH_FORM], []],
  [PANEL_TABLE]: [[], [WALLET, ORDERS, ACCOUNT, TEAM, WALLET_API]],
  [LOG_IN]: [[FIELD, BUTTON, CREDENTIALS, AUTH_FORM], []],
  [SIGN_IN_AGAIN]: [[CREDENTIALS], []],
  [PORTAL_PAGE]: [[FRAME, FIELD, PANEL_TABLE, SESSION_GATE], []],
  [WALLET]: [[TABLE, FORMAT, QUEUE, AMOUNT, WALLET_API, WALLET_STYLES, DRAFT_STYLES], []],
  [ORDERS]: [[FORMAT], [WIZARD]],
  [WIZARD]: [[FILE_INPUT, CONTACT, REPORT], []],
  [VERIFY]: [[FORMAT, FILE_INPUT, CREDENTIALS, DRAFT_STYLES], []],
  [OUTBOX]: [[QUEUE], []],
  [ACCOUNT]: [[ACCOUNT_FORM, FORMAT, AMOUNT, FILE_INPUT, SEARCH, ACCOUNT_STYLES], []],
  [TEAM]: [[CONTACT, SEARCH], []],
};

function context(imports = IMPORTS): ChunkingContext {
  const ids = new Set(Object.entries(imports).flatMap(([id, [s, d]]) => [id, ...s, ...d]));
  const facts = new Map<string, ModuleFacts>();
  for (const id of ids) {
    const [importedIds = [], dynamicallyImportedIds = []] = imports[id] ?? [];
    const by = (pick: 0 | 1) =>
      Object.entries(imports)
        .filter(([, edges]) => edges[pick].includes(id))
        .map(([importer]) => importer);
    facts.set(id, {
      isEntry: id === HTML,
      importers: by(0),
      dynamicImporters: by(1),
      importedIds,
      dynamicallyImportedIds,
    });
  }
  return { getModuleInfo: (id) => facts.get(id) ?? null };
}

describe('chunk rules', () => {
  it('puts the start’s shared code and what Log In uses in the boot chunk, nothing else', () => {
    const ctx = context();
    expect(bootChunk(BUTTON, ctx)).toBe('boot');
    expect(bootChunk(FIELD, ctx)).toBe('boot'); // Log In's and the portal's
    for (const id of [FRAME, TABLE, FORMAT, QUEUE, ACCOUNT_FORM]) {
      expect(bootChunk(id, ctx), id).toBeNull();
    }
  });

  it('puts the portal’s first screen in “portal”, what it shares with the application form too', () => {
    const ctx = context();
    expect(portalChunk(FRAME, ctx)).toBe('portal');
    expect(portalChunk(AMOUNT, ctx)).toBe('portal'); // Your Wallet's and another panel's
    // Your Wallet, another panel and the application form use it.
    expect(portalChunk(FORMAT, ctx)).toBe('portal');
  });

  it('puts the first screen’s styles with the start’s: no stylesheet of its own after Log In', () => {
    const ctx = context();
    expect(bootChunk(WALLET_STYLES, ctx)).toBe('boot'); // a first panel's
    expect(bootChunk(DRAFT_STYLES, ctx)).toBe('boot'); // the application form's too
    expect(bootChunk(ACCOUNT_STYLES, ctx)).toBeNull(); // a panel opened later keeps its own
    expect(portalChunk(ACCOUNT_STYLES, ctx)).toBeNull();
  });

  it('puts a panel’s reads, which the portal loads before the panel, with the first screen', () => {
    const ctx = context();
    expect(portalChunk(WALLET_API, ctx)).toBe('portal');
    expect(portalChunk(PORTAL_PAGE, ctx)).toBeNull(); // the page itself keeps its own chunk
  });

  it('puts the first screen’s code the background work also loads in “portal-work”', () => {
    const ctx = context();
    expect(portalWorkChunk(QUEUE, ctx)).toBe('portal-work'); // Your Wallet's and the outbox's
    for (const id of [BUTTON, FIELD, FORMAT, FRAME, WALLET, PORTAL_PAGE, PANEL_TABLE, OUTBOX]) {
      expect(portalWorkChunk(id, ctx), id).toBeNull();
    }
  });

  it('puts the rest of the background work’s code, with what starts it, in “background”', () => {
    const ctx = context();
    expect(backgroundChunk(OUTBOX, ctx)).toBe('background');
    expect(backgroundChunk(TOPICS, ctx)).toBe('background');
    expect(backgroundChunk(REPORT, ctx)).toBe('background'); // the order wizard's too
    expect(backgroundChunk(QUEUE, ctx)).toBeNull(); // the first screen's too: “portal-work”
    for (const id of [BUTTON, FIELD, CREDENTIALS, FRAME, WIZARD, CONTACT, PANEL_TABLE]) {
      expect(backgroundChunk(id, ctx), id).toBeNull();
    }
  });

  it('leaves out the start’s code, the background’s, each panel’s own and the modules that name chunks', () => {
    const ctx = context();
    expect(portalChunk(BUTTON, ctx)).toBeNull(); // the start loads it
    expect(portalChunk(QUEUE, ctx)).toBeNull(); // the outbox loads it on every screen
    expect(portalChunk(ACCOUNT_FORM, ctx)).toBeNull(); // only a panel opened later
    expect(portalChunk(TABLE, ctx)).toBeNull(); // Your Wallet's own: it stays in the panel's chunk
    expect(portalChunk(WALLET, ctx)).toBeNull(); // a lazily loaded module keeps its own chunk
    expect(portalChunk(PANEL_TABLE, ctx)).toBeNull(); // it names the panels' chunks
  });

  it('puts what the screens opened later share in “portal-later”, or “signed-in-later” when the application form uses it too', () => {
    const ctx = context();
    expect(laterChunk(CONTACT, ctx)).toBe('portal-later'); // the wizard's and a panel's
    expect(laterChunk(SEARCH, ctx)).toBe('portal-later'); // two panels'
    expect(laterChunk(FILE_INPUT, ctx)).toBe('signed-in-later'); // the wizard's, a panel's, the form's
  });

  it('leaves the first screen’s, Log In’s, one screen’s own and lazily loaded modules to the other groups', () => {
    const ctx = context();
    expect(laterChunk(FORMAT, ctx)).toBeNull(); // the first screen's: “signed-in”
    expect(laterChunk(AMOUNT, ctx)).toBeNull(); // the first screen's: “portal”
    expect(laterChunk(CREDENTIALS, ctx)).toBeNull(); // Log In loads it too
    expect(laterChunk(BUTTON, ctx)).toBeNull(); // the start's
    expect(laterChunk(ACCOUNT_FORM, ctx)).toBeNull(); // the Account panel's own
    expect(laterChunk(WIZARD, ctx)).toBeNull(); // a lazily loaded module keeps its own chunk
    expect(laterChunk(PANEL_TABLE, ctx)).toBeNull(); // it names the panels' chunks
  });

  it('puts what the sign-in forms share in “auth”, and nothing else', () => {
    const ctx = context();
    expect(authChunk(AUTH_FORM, ctx)).toBe('auth'); // Log In's and Create Account's
    expect(authChunk(CREDENTIALS, ctx)).toBe('auth'); // Log In's and the application form's
    expect(authChunk(LOG_IN, ctx)).toBeNull(); // a lazily loaded screen keeps its own chunk
    expect(authChunk(FIELD, ctx)).toBeNull(); // not the sign-in forms' own code
  });

  it('puts src/early.ts and what it imports in “early”, whoever else uses it', () => {
    const ctx = context();
    expect(earlyChunk(EARLY, ctx)).toBe('early');
    expect(earlyChunk(EARLY_READS, ctx)).toBe('early'); // the entry imports it too
    expect(earlyChunk(MAIN, ctx)).toBeNull();
    expect(earlyChunk(BUTTON, ctx)).toBeNull();
  });

  it('keeps the modules that name features’ chunks, and those importing them, out of the shared chunks', () => {
    const ctx = context();
    for (const id of [ROUTER, PANEL_TABLE, SESSION_GATE, WARM_START, PORTAL_PAGE]) {
      expect(bootChunk(id, ctx), id).toBeNull();
      expect(sharedChunk(id, ctx), id).toBeNull();
    }
    expect(bootChunk(STYLES, ctx)).toBe('boot'); // the start's styles, with the boot code
  });
});

describe('the libraries’ chunk', () => {
  it('holds the libraries and the build’s helpers, not the app, Leaflet nor the toasts', () => {
    expect(isVendor('/app/node_modules/react-dom/cjs/react-dom.production.js')).toBe(true);
    expect(isVendor('/app/node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe(
      true,
    );
    expect(isVendor('\0rolldown/runtime.js')).toBe(true);
    expect(isVendor('\0vite/preload-helper.js')).toBe(true);
    expect(isVendor(src('app/PortalPage.tsx'))).toBe(false);
    expect(isVendor('/app/node_modules/leaflet/dist/leaflet-src.js')).toBe(false);
    expect(isVendor('/app/node_modules/react-toastify/dist/ReactToastify.css')).toBe(false);
    // The toasts' library loads after the first screen (src/lib/toastLibrary.ts).
    expect(isVendor('/app/node_modules/react-toastify/dist/unstyled.mjs')).toBe(false);
  });
});

describe('the files the build names', () => {
  it('stops the build when a named screen is missing from the app (a file moved or renamed)', () => {
    const withoutPending: typeof IMPORTS = {
      ...Object.fromEntries(Object.entries(IMPORTS).filter(([id]) => id !== PENDING)),
      [ROUTER]: [
        [PANEL_TABLE, SESSION_GATE],
        [LOG_IN, CREATE_ACCOUNT, PORTAL_PAGE, VERIFY],
      ],
    };
    expect(() => bootChunk(BUTTON, context(withoutPending))).toThrow(
      /PendingPage\.tsx, which the app no longer has/,
    );
  });

  it('stops the build when a named screen is no longer loaded lazily', () => {
    const eager = {
      ...IMPORTS,
      [ROUTER]: [
        [PANEL_TABLE, SESSION_GATE, LOG_IN],
        [CREATE_ACCOUNT, PORTAL_PAGE, VERIFY, PENDING],
      ],
    } satisfies typeof IMPORTS;
    expect(() => bootChunk(BUTTON, context(eager))).toThrow(
      /LogInPage\.tsx is no longer loaded lazily/,
    );
  });

  it('stops the build when src/early.ts reaches a library', () => {
    const library = moduleId('node_modules/react/index.js');
    const heavy = { ...IMPORTS, [EARLY]: [[EARLY_READS, library], []] } satisfies typeof IMPORTS;
    expect(() => earlyChunk(EARLY, context(heavy))).toThrow(/must import no library/);
  });
});
