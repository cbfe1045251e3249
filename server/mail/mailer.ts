import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

/** One email: always both a plain-text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same id for a resent message lets mail clients show it once. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer when SMTP_URL is set; null means the app sends no email. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
    },
    close: () => transport.close(),
  };
}

/** The app's public address for links in emails: APP_URL, else this server on localhost. */
export const publicBaseUrl = (config: Pick<AppConfig, 'appUrl' | 'port'>) => config.appUrl ?? `http://localhost:${config.port}`;
