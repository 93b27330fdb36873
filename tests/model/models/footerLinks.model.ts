import { footerLinksMachine } from '../../../machines/footerLinks.machine';
import { defineModel } from '../model';

export const footerLinksModel = defineModel({
  id: 'footerLinks',
  machine: footerLinksMachine,
  inputs: [{ name: 'footer shown', input: undefined }],
  events: [],
});
