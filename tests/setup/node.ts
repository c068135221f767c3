// Setup for node tests: an in-memory IndexedDB so the outbox runs outside a browser.
import 'fake-indexeddb/auto';
