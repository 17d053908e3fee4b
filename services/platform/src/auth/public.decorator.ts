import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'sokoni:public';

/**
 * Opens a route (or a whole controller) to callers without a token. A valid token, when one is
 * sent, is still read, so that a public page can be personalised; an invalid one is ignored.
 */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);
