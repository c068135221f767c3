// Inspection reports as an outbox topic, registered by the app (tabs and service worker): how its
// fields read, the words for a report not sent yet, where its arrival shows, how old records read.
import { ordersMsg } from './messages';
import { msg } from '@/lib/text/messages';
import { outboxTopic } from '@/lib/outbox/topics';
import { outboxMsg } from './messages';
import { reportArrival } from './reportArrival';
import { fromStored } from './reportCodec';
import { upgradeReportRecord } from './reportRecordV1';

/** The outbox subject topic of inspection reports (the key is the order id). */
export const REPORT_TOPIC = 'inspection-report';

export const reportOutbox = outboxTopic({
  topic: REPORT_TOPIC,
  readFields: fromStored,
  texts: {
    notTheServer: outboxMsg.notTheServer,
    signInToSend: outboxMsg.signInToSend,
    serverBusy: outboxMsg.serverBusy,
    serverTrouble: outboxMsg.serverTrouble,
    serverNotAnswering: outboxMsg.serverNotAnswering,
    offline: outboxMsg.offline,
    timedOut: outboxMsg.timedOut,
    refusedByServer: outboxMsg.refusedByServer,
    corruptFile: outboxMsg.corruptCertificate,
    tooLarge: msg.fileTooLarge,
    refused: ordersMsg.reportFailed,
  },
  arrival: reportArrival,
  upgrade: (record) => upgradeReportRecord(record, REPORT_TOPIC),
});
