import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message received so far, parsed (text, html, headers), in order of arrival. */
  messages: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (no TLS, any login). */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => { messages.push(mail); callback(); }, callback);
    },
  });
  await new Promise<void>((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => { server.close(() => resolve()); }),
  };
}
