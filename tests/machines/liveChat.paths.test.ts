import { definePathTests } from '../model/definePathTests';
import { liveChatModel } from '../model/models/liveChat.model';

definePathTests(liveChatModel);
