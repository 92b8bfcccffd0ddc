// One SMTP sink for the whole project: the API tests use the scripts' and end-to-end tests' own.
export {
  startSmtpSink,
  type ReceivedMail,
  type SinkMode,
} from '../../../../scripts/lib/smtp-sink.mjs';
