/**
 * Optional e-mails about a stored brief, when SMTP_URL is set (for example
 * smtp://user:pass@mail.example.com:587): the team's notification, with the
 * brief and its estimates as a buyer would read them, and the buyer's
 * acknowledgement. A failure is logged and changes nothing for the visitor:
 * the enquiry is already stored.
 */
import nodemailer from 'nodemailer';
import type { MailConfig } from '../env.server.ts';
import type { Estimate } from '../tools/estimate.ts';
import { describeBrief, enquiryTypeLabel } from './brief-kinds.ts';
import type { Enquiry } from './enquiry.ts';

export async function notifyTeam(
  enquiry: Enquiry,
  stored: { id: string; reference: string; submittedAt: string },
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
      subject: `New enquiry ${stored.reference}: ${type} — ${enquiry.company}`,
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

/**
 * The buyer's acknowledgement: who replies and when, and the answers they chose. It carries nothing they typed freely
 * (not their name, nor their notes on samples): the form sends it to whatever address it is given, so it must not
 * carry one stranger's words to another, and the action sends at most one an hour to an address
 * (server/limits.ts). Its estimates are the site's own figures.
 */
export async function acknowledgeBuyer(
  enquiry: Enquiry,
  stored: { id: string; reference: string },
  site: { companyName: string; reply: string; siteUrl?: string },
  mail: MailConfig | undefined,
  estimates: readonly Estimate[] = [],
): Promise<void> {
  const url = mail?.url;
  if (!url) return;
  try {
    const transport = nodemailer.createTransport(url);
    await transport.sendMail({
      from: mail?.from || `${site.companyName} <no-reply@${new URL(url).hostname}>`,
      to: enquiry.email,
      subject: `We have your brief ${stored.reference} — ${site.companyName}`,
      text: [
        'Hello,',
        '',
        `Thank you for your brief. ${site.reply}`,
        '',
        `Its reference is ${stored.reference}: quote it when you write or call.`,
        '',
        'What you asked for:',
        // The choices they made, as the site words them: not their delivery address, nor their notes on samples.
        ...describeBrief({ ...enquiry, deliveryAddress: undefined, sampleDetails: undefined }).map((row) => `  ${row.label}: ${row.value}`),
        ...estimates.flatMap((estimate) => ['', `${estimate.title}: ${estimate.summary}`, `  ${site.siteUrl ?? ''}${estimate.address}`]),
        '',
        `If you did not send this brief, you can ignore this e-mail: nothing else will be sent.`,
        '',
        site.companyName,
      ].join('\n'),
    });
    transport.close();
  } catch (error) {
    console.error(`enquiry ${stored.id}: the acknowledgement e-mail failed (${(error as Error).message}); the enquiry is stored`);
  }
}
