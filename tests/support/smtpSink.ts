import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A mail as a receiving server got it: the envelope, the decoded headers and text. */
export type ReceivedMail = {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  receivedAt: number;
};

export type SmtpSink = {
  port: number;
  inbox: ReceivedMail[];
  /** Refuses these recipients for good (550), as a mailbox that does not exist. */
  refuse: Set<string>;
  stop: () => Promise<void>;
};

/**
 * A real SMTP server on loopback (smtp-server, pure JavaScript) that keeps every mail it accepts,
 * decoded (postal-mime): for the tests and the bench, which stop it to make an outage.
 */
export function startSmtpSink(port: number, inbox: ReceivedMail[] = [], refuse = new Set<string>()): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address);
        PostalMime.parse(raw)
          .then((mail) => {
            const headers: Record<string, string> = {};
            for (const header of mail.headers) headers[header.key.toLowerCase()] = header.value;
            inbox.push({ to, messageId: mail.messageId ?? '', subject: mail.subject ?? '', text: mail.text ?? '', headers, receivedAt: Date.now() });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A sender killed mid-mail resets its connection: expected here, not an error of the test.
  server.on('error', () => undefined);
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port,
        inbox,
        refuse,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      }),
    ),
  );
}
