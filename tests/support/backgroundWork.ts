// The app's background work for tests, with the code it loads lazily already loaded: a test that ends before that code arrives never has it load after its environment is gone (an unhandled error that fails the run).
import '@/lib/outbox/startOutbox';
import '@/app/outboxTopics';
import '@/lib/offline/saveAhead';

export { startBackgroundWork } from '@/app/startBackgroundWork';
