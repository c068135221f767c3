// Setup for DOM tests: jest-dom matchers, IndexedDB, <dialog> methods jsdom lacks, clean DOM, storage and toasts.
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { afterDomTest } from '../support/afterDomTest';

// findBy…/waitFor wait for what a test expects to appear; the 1 s default made them assert speed on
// a busy machine (a first render that loads lazy code), which is not what they test.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has HTMLDialogElement but not its methods: open and close it the way a browser does.
const dialogProto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
dialogProto.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
dialogProto.show ??= function show(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
dialogProto.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

afterEach(afterDomTest);
