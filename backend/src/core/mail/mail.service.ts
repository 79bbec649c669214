import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends over SMTP when SMTP_URL is set. Otherwise (a local run) each mail is written to the log
 * and to data/mail/, where the user finds verification codes and reset links.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) this.transport = createTransport(config.smtpUrl);
  }

  get outboxDir(): string {
    return join(this.config.dataDir, 'mail');
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      return;
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    await mkdir(this.outboxDir, { recursive: true });
    const file = join(this.outboxDir, `${stamp}-${safeTo}.txt`);
    await writeFile(file, `From: ${this.config.mailFrom}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    this.logger.log(`Mail to ${mail.to} — "${mail.subject}" (written to ${file})\n${mail.text}`);
  }
}
