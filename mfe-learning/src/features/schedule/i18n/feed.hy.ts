import type { TranslationShape } from '@campus/shared-ui';
import type en from './feed.en.js';

const hy: TranslationShape<typeof en> = {
  title: 'Բաժանորդագրվեք ձեր օրացույցում',
  intro: 'Տեսեք ձեր դասերը Google Calendar-ում, Outlook-ում կամ Apple Calendar-ում։ Դրանք ինքնաբերաբար թարմացվում են, երբ դասացուցակը փոխվում է։',
  private: 'Հղումն անձնական է․ այն ունեցող ցանկացած ոք կարող է տեսնել ձեր դասացուցակը։',
  create: 'Ստեղծել օրացույցի հղում',
  createdOn: 'Հղումը ստեղծվել է {{date}}։',
  lastFetched: 'Օրացույցը վերջին անգամ այն կարդացել է {{date}}։',
  notFetched: 'Որևէ օրացույց դեռ չի կարդացել այն։',
  linkLabel: 'Ձեր օրացույցի հղումը',
  copy: 'Պատճենել հղումը',
  copied: 'Պատճենված է',
  copyFailed: 'Չհաջողվեց պատճենել։ Ընտրեք հղումը և պատճենեք ինքներդ։',
  shownOnce: 'Պատճենեք այն հիմա․ ձեր գաղտնիության համար այն ցուցադրվում է միայն այս մեկ անգամ։',
  howTo: 'Google Calendar՝ «Other calendars» → «+» → «From URL»։ Outlook՝ «Add calendar» → «Subscribe from web»։ Տեղադրեք հղումն այնտեղ։',
  reset: 'Նոր հղում',
  resetTitle: 'Ստեղծե՞լ նոր հղում',
  resetContent: 'Հին հղումն անմիջապես կդադարի աշխատել․ դրանով բաժանորդագրված օրացույցները չեն թարմացվի, մինչև չավելացնեք նորը։',
  resetOk: 'Ստեղծել նոր հղում',
  resetDone: 'Նոր հղումը ստեղծված է։ Պատճենեք այն հիմա։',
  revoke: 'Հետ կանչել',
  revokeTitle: 'Հետ կանչե՞լ օրացույցի հղումը',
  revokeContent: 'Դրանով բաժանորդագրված օրացույցներն այլևս չեն թարմացվի։ Ձեր դասերը կմնան այս էջում։',
  revokeOk: 'Հետ կանչել հղումը',
  revokeDone: 'Օրացույցի հղումը հետ է կանչված',
  cancel: 'Չեղարկել',
  loadFailed: 'Չհաջողվեց բեռնել ձեր օրացույցի հղումը',
};

export default hy;
