// Texts of the schedule PDF button (namespace `learning`, key `schedulePdf`). pdf.hy.ts and pdf.ru.ts carry exactly these keys.
const en = {
  download: 'Download PDF',
  downloadMonth: 'Download month as PDF',
  preparing: 'Preparing PDF…',
  failed: 'Failed to download schedule PDF',
};

export default en;
