import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '@sokoni/platform/auth';
import { countryOptions, type CountryOption } from '../countries/countries.js';
import { CountryOptionResponse } from '../countries/country.response.js';
import { pickLocale } from '../users/locale.js';
import { TokenIssuer } from '../sessions/token-issuer.js';

@ApiTags('auth')
@Controller()
export class JwksController {
  constructor(private readonly issuer: TokenIssuer) {}

  @Public()
  @Get('.well-known/jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks() {
    return this.issuer.jwks();
  }

  /** The registration form's country list: the 54 African countries first, names in the asked language. */
  @Public()
  @Get('api/v1/countries')
  @Header('Cache-Control', 'public, max-age=86400')
  @ApiQuery({
    name: 'lang',
    required: false,
    example: 'fr',
    description: 'Language of the names (BCP 47, e.g. fr or pt-BR); English by default',
  })
  @ApiOkResponse({ type: CountryOptionResponse, isArray: true })
  countries(@Query('lang') lang?: string): CountryOption[] {
    return countryOptions(lang && /^[a-z]{2,3}(-[A-Za-z]{2})?$/.test(lang) ? lang : pickLocale(lang));
  }
}
