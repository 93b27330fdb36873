import { definePathTests } from '../model/definePathTests';
import { lobbyModel } from '../model/models/lobby.model';

definePathTests(lobbyModel);
