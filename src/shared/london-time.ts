// A moment as UK people read it, with its zone: "26 Nov 2026, 21:04:05 GMT" (BST in summer). The certificate
// of completion, the signature caption and the /verify page all print times this way.
const londonTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/London',
  timeZoneName: 'short',
});

export const formatLondonTime = (date: Date) => londonTime.format(date);
