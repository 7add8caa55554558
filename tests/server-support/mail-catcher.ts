import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  raw: string;
  from: string;
  recipients: string[];
}

export interface MailCatcher {
  port: number;
  mails: CaughtMail[];
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** Answers RCPT TO for an address with a permanent error (550) while this returns true. */
  refuse?: (address: string) => boolean;
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export function startMailCatcher(port = 0, options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address) === true) {
        callback(Object.assign(new Error("550 no such user here"), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          raw: Buffer.concat(chunks).toString("utf8"),
          from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({
        port: typeof address === "object" && address !== null ? address.port : port,
        mails,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
