import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { acknowledgeBuyer, notifyTeam } from './notify.server.ts';

const enquiry = {
  name: 'Iris Vale',
  email: 'iris@maison-iris.com',
  company: 'Maison Iris',
  phone: '+44 20 7946 0000',
  enquiryType: 'private-label' as const,
  message: 'We would like 5,000 units of a 50 ml eau de parfum for a spring launch.',
  consent: 'yes' as const,
  context: 'Fragrance calculator: 5,000 × 50 ml EDP at 18 %',
};
const stored = { id: 'enquiry.test-1', reference: 'K7QD-4M2X', submittedAt: '2026-11-22T10:00:00.000Z' };

let server: SMTPServer;
let port = 0;
const received: { from: string; to: string[]; data: string }[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the enquiry notification', () => {
  it('e-mails the team over SMTP when SMTP_URL is set, replying to the visitor', async () => {
    await notifyTeam(
      enquiry,
      stored,
      { to: 'hello@ashcombevale.co.uk', companyName: 'Ashcombe & Vale' },
      { url: `smtp://127.0.0.1:${port}` },
    );
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['hello@ashcombevale.co.uk']);
    expect(mail.data).toMatch(/Subject: New enquiry: Private label fragrance =?.*Maison Iris|Subject: =\?UTF-8\?/);
    expect(mail.data).toMatch(/Reply-To: .*iris@maison-iris\.com/);
    expect(mail.data).toContain('From a calculator: Fragrance calculator');
    expect(mail.data).toContain('Stored as enquiry.test-1.');
  });

  it('sends nothing without SMTP_URL', async () => {
    const before = received.length;
    await notifyTeam(enquiry, stored, { to: 'hello@ashcombevale.co.uk', companyName: 'Ashcombe & Vale' }, undefined);
    expect(received).toHaveLength(before);
  });

  it('logs a failed notification and does not throw (the enquiry is already stored)', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (message: string) => errors.push(message);
    try {
      await expect(
        notifyTeam(enquiry, stored, { to: 'hello@ashcombevale.co.uk', companyName: 'Ashcombe & Vale' }, { url: 'smtp://127.0.0.1:9' }),
      ).resolves.toBeUndefined();
    } finally {
      console.error = original;
    }
    expect(errors[0]).toMatch(/enquiry enquiry\.test-1: the notification e-mail failed .*; the enquiry is stored/);
  });

  it('acknowledges the brief to the buyer with the answers they chose, and nothing they typed freely', async () => {
    const before = received.length;
    await acknowledgeBuyer(
      {
        ...enquiry,
        name: 'Buy cheap pills at spam.example',
        quantity: 5000,
        launch: '2027-09',
        deliveryAddress: '1 Mill Lane',
        sampleDetails: 'Your account is locked: verify it at https://phish.example/login',
      },
      stored,
      { companyName: 'Ashcombe & Vale', reply: 'Our project team replies within two working days.' },
      { url: `smtp://127.0.0.1:${port}` },
    );
    expect(received).toHaveLength(before + 1);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['iris@maison-iris.com']);
    const body = mail.data.replace(/=\r?\n/g, '');
    expect(body).toContain('Our project team replies within two working days.');
    expect(body).toContain('Units per scent or SKU: 5,000');
    expect(body).toContain('Target launch: September 2027');
    for (const free of ['spam.example', 'We would like 5,000 units', '1 Mill Lane', 'Fragrance calculator: 5,000', 'phish.example'])
      expect(body).not.toContain(free);
  });
});
