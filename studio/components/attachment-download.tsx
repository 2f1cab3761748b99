/**
 * A file sent with a brief, as the team opens it: a button that asks the website for the file. The website keeps
 * the files privately and answers only signed addresses, which expire; the Studio proves its editor as the
 * Presentation tool does, with a preview secret it writes to the content service and the website checks there
 * (@sanity/preview-url-secret), made when the button is pressed. The address stored on the enquiry stays for the
 * team's e-mail, for as long as it lasts.
 */
import { DownloadIcon } from '@sanity/icons/Download';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { Button, Card, Flex, Text } from '@sanity/ui';
import { useState } from 'react';
import { useClient, useCurrentUser, useFormValue, type ObjectItem, type ObjectItemProps } from 'sanity';
import { siteOrigin } from '../site';

interface StoredFile extends ObjectItem {
  name?: string;
  type?: string;
  size?: number;
  sha256?: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;

/** The item of an enquiry's list of files (its `components.item`): what it is, and the button that opens it. */
export function AttachmentDownload(props: ObjectItemProps<StoredFile>) {
  const file: Partial<StoredFile> = props.value ?? {};
  const client = useClient({ apiVersion: '2023-05-03' });
  const user = useCurrentUser();
  const documentId = useFormValue(['_id']);
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');

  async function open() {
    if (!file.sha256 || !/^[a-f0-9]{64}$/.test(file.sha256)) return;
    // The window first, in the click itself (a browser blocks one opened later); its address once the secret is made.
    const opened = window.open('about:blank', '_blank');
    setState('opening');
    try {
      const { secret } = await createPreviewSecret(client, 'enquiry-files', window.location.href, user?.id);
      const pathname = `/enquiry-files/${file.sha256}`;
      const params = new URLSearchParams({ preview: 'true', 'sanity-preview-secret': secret, 'sanity-preview-pathname': pathname });
      const address = `${siteOrigin}${pathname}?${params}`;
      if (opened) opened.location.href = address;
      else window.location.assign(address);
      setState('idle');
    } catch {
      opened?.close();
      setState('failed');
    }
  }

  return (
    <Card padding={3} radius={2} tone="transparent" border data-testid={`attachment-${String(documentId)}-${file.sha256 ?? ''}`}>
      <Flex align="center" gap={3} wrap="wrap">
        <Flex direction="column" gap={2} style={{ flex: 1 }}>
          <Text weight="semibold">{file.name ?? 'File'}</Text>
          <Text size={1} muted>
            {[file.type, typeof file.size === 'number' ? megabytes(file.size) : null].filter(Boolean).join(' · ')}
          </Text>
        </Flex>
        <Button
          icon={DownloadIcon}
          mode="ghost"
          text={state === 'opening' ? 'Opening…' : `Download ${file.name ?? 'file'}`}
          disabled={state === 'opening' || !file.sha256}
          onClick={open}
        />
      </Flex>
      {state === 'failed' ? (
        <Text size={1} style={{ marginTop: 8 }}>
          The file could not be opened: the website or the content service did not answer. Try again in a moment.
        </Text>
      ) : null}
    </Card>
  );
}
