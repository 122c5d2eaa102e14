/** S1 §3 credentials-save options for the one-click account: 0 to a file, 1 to an image, 2 by e-mail. */
export const CREDENTIALS_SAVE = { file: 0, image: 1, email: 2 } as const;

export interface CredentialsLabels {
  title: string;
  login: string;
  password: string;
  site: string;
  note: string;
}

export interface Credentials {
  login: string;
  password: string;
}

export function credentialsText(credentials: Credentials, labels: CredentialsLabels): string {
  return [labels.title, '', `${labels.login}: ${credentials.login}`, `${labels.password}: ${credentials.password}`, '', labels.site, labels.note, ''].join('\r\n');
}

export function credentialsFileName(credentials: Credentials, extension: 'txt' | 'png'): string {
  return `wager-account-${credentials.login.replace(/[^\w-]/g, '')}.${extension}`;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Option 0: a plain text file. */
export function saveAsFile(credentials: Credentials, labels: CredentialsLabels): void {
  downloadBlob(new Blob([credentialsText(credentials, labels)], { type: 'text/plain;charset=utf-8' }), credentialsFileName(credentials, 'txt'));
}

/** Option 1: the credentials drawn on a canvas card, saved as PNG. */
export async function saveAsImage(credentials: Credentials, labels: CredentialsLabels): Promise<void> {
  const scale = 2;
  const width = 560;
  const height = 300;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas is not available');
  ctx.scale(scale, scale);
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#0b1630');
  gradient.addColorStop(1, '#13285a');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#2a66ee';
  ctx.fillRect(0, 0, width, 6);
  const font = (weight: number, size: number) => `${weight} ${size}px Inter, "Segoe UI", Roboto, Arial, sans-serif`;
  ctx.fillStyle = '#ffffff';
  ctx.font = font(900, 26);
  ctx.fillText('Wager', 32, 52);
  ctx.fillStyle = '#98a6c4';
  ctx.font = font(600, 15);
  ctx.fillText(labels.title, 32, 82);
  const row = (label: string, value: string, y: number) => {
    ctx.fillStyle = 'rgba(255,255,255,0.06)';
    ctx.fillRect(32, y - 28, width - 64, 54);
    ctx.fillStyle = '#98a6c4';
    ctx.font = font(600, 13);
    ctx.fillText(label.toUpperCase(), 48, y - 8);
    ctx.fillStyle = '#ffffff';
    ctx.font = font(700, 20);
    ctx.fillText(value, 48, y + 16);
  };
  row(labels.login, credentials.login, 140);
  row(labels.password, credentials.password, 206);
  ctx.fillStyle = '#98a6c4';
  ctx.font = font(500, 12);
  ctx.fillText(`${labels.site} · ${labels.note}`, 32, 270);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('could not draw the image');
  downloadBlob(blob, credentialsFileName(credentials, 'png'));
}
