/** A message's time: the hour today, the day and hour this year, the full date before. */
export function timeLabel(iso: string, intl: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  if (d.toDateString() === now.toDateString())
    return d.toLocaleTimeString(intl, { hour: '2-digit', minute: '2-digit' });
  if (d.getFullYear() === now.getFullYear())
    return d.toLocaleDateString(intl, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return d.toLocaleDateString(intl, { day: 'numeric', month: 'short', year: 'numeric' });
}
