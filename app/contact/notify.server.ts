/**
 * An optional e-mail to the team about a stored enquiry, when SMTP_URL is set
 * (for example smtp://user:pass@mail.example.com:587). A failure is logged and
 * changes nothing for the visitor: the enquiry is already stored.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from '../env.server.ts';
import type { Estimate } from '../tools/estimate.ts';
import { describeBrief, enquiryTypeLabel } from './brief-kinds.ts';
import type { Enquiry } from './enquiry.ts';

export async function notifyTeam(
  enquiry: Enquiry,
  stored: { id: string; submittedAt: string },
  recipients: { to?: string | null; companyName: string; siteUrl?: string },
  mail: MailConfig | undefined,
  estimates: readonly Estimate[] = [],
): Promise<void> {
  const url = mail?.url;
  const to = mail?.to || recipients.to;
  if (!url || !to) return;
  const type = enquiryTypeLabel(enquiry.enquiryType);
  try {
    const transport = nodemailer.createTransport(url);
    await transport.sendMail({
      from: mail?.from || `${recipients.companyName} website <no-reply@${new URL(url).hostname}>`,
      to,
      replyTo: { name: enquiry.name, address: enquiry.email },
      subject: `New enquiry: ${type} — ${enquiry.company}`,
      text: [
        `${enquiry.name} (${enquiry.company}) sent an enquiry on ${stored.submittedAt}.`,
        '',
        `E-mail: ${enquiry.email}`,
        ...(enquiry.phone ? [`Phone: ${enquiry.phone}`] : []),
        ...describeBrief(enquiry).map((row) => `${row.label}: ${row.value}`),
        ...(enquiry.context ? [`From a calculator: ${enquiry.context}`] : []),
        ...estimates.flatMap((estimate) => [
          '',
          `${estimate.title}: ${estimate.summary}`,
          `  Open it again: ${recipients.siteUrl ?? ''}${estimate.address}`,
        ]),
        ...(enquiry.message ? ['', enquiry.message] : []),
        '',
        `Stored as ${stored.id}.`,
      ].join('\n'),
    });
    transport.close();
  } catch (error) {
    console.error(`enquiry ${stored.id}: the notification e-mail failed (${(error as Error).message}); the enquiry is stored`);
  }
}
