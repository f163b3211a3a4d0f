/**
 * The browser tests' mail server: a real SMTP server (npm smtp-server) that the shop under test
 * sends to (SMTP_URL), and a small HTTP reader of what it received, for the tests to open the
 * links of the e-mails. Started by playwright.config.ts beside the shop, on 127.0.0.1 only.
 *
 *   GET /messages?to=<address>  the messages to that address, oldest first: {to, subject, text}
 *   GET /health                 200 once both servers listen
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

interface CaughtMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const readerPort = Number(process.env.E2E_MAIL_PORT);
const caught: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        caught.push({
          to: session.envelope.rcptTo.map(({ address }) => address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});

const reader = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(caught.filter((mail) => mail.to.includes(to))));
    return;
  }
  response.statusCode = 404;
  response.end();
});

smtp.listen(smtpPort, '127.0.0.1', () => reader.listen(readerPort, '127.0.0.1'));
