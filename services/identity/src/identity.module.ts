import { type DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { EventTransport } from '@sokoni/platform/events';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, AuthModule } from '@sokoni/platform/auth';
import { CONFIG } from '@sokoni/platform/config';
import { createObjectStorage, OBJECT_STORAGE } from '@sokoni/platform/storage';
import { servicePlatform } from '@sokoni/platform/service';
import { DeadLettersAdminModule } from '@sokoni/platform/dead-letters-admin';
import { AccountController } from './account/account.controller.js';
import { AccountEvents } from './account/account-events.js';
import { AccountSessionsController } from './account/account-sessions.controller.js';
import { ConfirmEmailChange } from './account/confirm-email-change.use-case.js';
import { DeleteAccount } from './account/delete-account.use-case.js';
import { OwnSessions } from './account/own-sessions.query.js';
import { PasswordConfirmation } from './account/password-confirmation.js';
import { PhoneCode } from './account/phone-code.entity.js';
import { PhoneCodes } from './account/phone-codes.js';
import { PhoneVerificationController } from './account/phone-verification.controller.js';
import { RequestPhoneCode } from './account/request-phone-code.use-case.js';
import { VerifyPhone } from './account/verify-phone.use-case.js';
import { RequestEmailChange } from './account/request-email-change.use-case.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { CreateAdmin } from './admin/create-admin.use-case.js';
import { ListUsers } from './admin/list-users.query.js';
import { UpdateUser } from './admin/update-user.use-case.js';
import { UserSessions } from './admin/user-sessions.query.js';
import { AuthController } from './auth/auth.controller.js';
import { DemoAccounts } from './demo/demo-accounts.js';
import { JwksController } from './auth/jwks.controller.js';
import { RefreshSession } from './auth/refresh-session.use-case.js';
import { SignIn } from './auth/sign-in.use-case.js';
import { SignInThrottle } from './auth/sign-in-throttle.js';
import { SignOut } from './auth/sign-out.use-case.js';
import type { IdentityConfig } from './identity.config.js';
import { SCHEMA } from './identity.schema.js';
import { Migration20261122000100Identity } from './migrations/migration-20261122000100-identity.js';
import { Migration20261201000100SupplierVerification } from './migrations/migration-20261201000100-supplier-verification.js';
import { Migration20261215000100SessionHardening } from './migrations/migration-20261215000100-session-hardening.js';
import { Migration20261216000100MembershipPlans } from './migrations/migration-20261216000100-membership-plans.js';
import { Migration20261225100010Account } from './migrations/migration-20261225100010-account.js';
import { Migration20261226200010SellerBalances } from './migrations/migration-20261226200010-seller-balances.js';
import { Migration20261227100010PhoneVerification } from './migrations/migration-20261227100010-phone-verification.js';
import { Migration20270101000100AnalystRole } from './migrations/migration-20270101000100-analyst-role.js';
import { ChangePassword } from './passwords/change-password.use-case.js';
import { PasswordHasher } from './passwords/password-hasher.js';
import { AdminUserPlanController } from './plans/admin-user-plan.controller.js';
import { ChangeOwnPlan } from './plans/change-own-plan.use-case.js';
import { MePlanController } from './plans/me-plan.controller.js';
import { OwnPlan } from './plans/own-plan.query.js';
import { PlanChanges } from './plans/plan-changes.js';
import { SetUserPlan } from './plans/set-user-plan.use-case.js';
import { ConfirmPasswordReset } from './password-reset/confirm-password-reset.use-case.js';
import { RequestPasswordReset } from './password-reset/request-password-reset.use-case.js';
import { MeController } from './profile/me.controller.js';
import { UpdateProfile } from './profile/update-profile.use-case.js';
import { RegisterUser } from './registration/register-user.use-case.js';
import { RefreshToken, Session } from './sessions/session.entity.js';
import { SessionEvents } from './sessions/session-events.js';
import { SessionStore } from './sessions/session-store.js';
import { SigningKey } from './sessions/signing-key.entity.js';
import { SigningKeyRotation } from './sessions/signing-key-rotation.job.js';
import { SigningKeyVault } from './sessions/signing-key-vault.js';
import { SigningKeys } from './sessions/signing-keys.js';
import { AdminSupplierVerificationsController } from './supplier-verification/admin-supplier-verifications.controller.js';
import { DecideVerification } from './supplier-verification/decide-verification.use-case.js';
import { DocumentUploadErrors } from './supplier-verification/document-upload-errors.interceptor.js';
import { ListVerifications } from './supplier-verification/list-verifications.query.js';
import { SubmitVerification } from './supplier-verification/submit-verification.use-case.js';
import {
  SupplierVerification,
  VerificationDocument,
} from './supplier-verification/supplier-verification.entity.js';
import { SupplierVerificationsController } from './supplier-verification/supplier-verifications.controller.js';
import { VerificationEvents } from './supplier-verification/verification-events.js';
import { RUN_JOBS, VerificationExpiry } from './supplier-verification/verification-expiry.job.js';
import { VerificationReader } from './supplier-verification/verification-reader.js';
import { TokenIssuer } from './sessions/token-issuer.js';
import { OpenTrade } from './trade-view/open-trade.query.js';
import { TradeOrder, TradePayout } from './trade-view/trade-view.entities.js';
import { TradeViewConsumer } from './trade-view/trade-view.consumer.js';
import { EmailLinkLimit } from './tokens/email-link-limit.js';
import { OneTimeToken } from './tokens/one-time-token.entity.js';
import { OneTimeTokens } from './tokens/one-time-tokens.js';
import { User } from './users/user.entity.js';
import { UserEvents } from './users/user-events.js';
import { ResendVerification } from './verification/resend-verification.use-case.js';
import { SendVerification } from './verification/send-verification.js';
import { VerifyEmail } from './verification/verify-email.use-case.js';

export interface IdentityModuleOptions {
  config: IdentityConfig;
  transport: EventTransport;
  ownsTransport?: boolean;
  /** false in one-off commands, which leave their events to the running service's relay (and run no jobs). */
  relay?: boolean;
}

export const IDENTITY_ENTITIES = [
  User,
  Session,
  RefreshToken,
  OneTimeToken,
  SigningKey,
  SupplierVerification,
  VerificationDocument,
  TradeOrder,
  TradePayout,
  PhoneCode,
];
export const IDENTITY_MIGRATIONS = [
  Migration20261122000100Identity,
  Migration20261201000100SupplierVerification,
  Migration20261215000100SessionHardening,
  Migration20261216000100MembershipPlans,
  Migration20261225100010Account,
  Migration20261226200010SellerBalances,
  Migration20261227100010PhoneVerification,
  Migration20270101000100AnalystRole,
];

/** Signing keys: identity verifies its own tokens from its key table rather than over HTTP. */
@Module({ providers: [SigningKeyVault, SigningKeys, TokenIssuer], exports: [TokenIssuer, SigningKeys] })
class SigningKeysModule {}

@Module({})
export class IdentityModule {
  static forRoot(o: IdentityModuleOptions): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        SigningKeysModule,
        ...servicePlatform({
          service: 'identity',
          config: o.config,
          schema: SCHEMA,
          entities: IDENTITY_ENTITIES,
          migrations: IDENTITY_MIGRATIONS,
          transport: o.transport,
          ownsTransport: o.ownsTransport,
          relay: o.relay,
          i18nDir: join(import.meta.dirname, 'i18n'),
          auth: {
            module: AuthModule.forRootAsync({
              imports: [SigningKeysModule],
              inject: [TokenIssuer],
              useFactory: (issuer: TokenIssuer) => ({
                issuer: ACCESS_TOKEN_ISSUER,
                audience: ACCESS_TOKEN_AUDIENCE,
                jwks: () => issuer.jwks(),
              }),
            }),
          },
        }),
        DeadLettersAdminModule.forRoot({ service: 'identity' }),
      ],
      controllers: [
        AuthController,
        JwksController,
        MeController,
        MePlanController,
        AccountController,
        AccountSessionsController,
        PhoneVerificationController,
        AdminUsersController,
        AdminUserPlanController,
        SupplierVerificationsController,
        AdminSupplierVerificationsController,
      ],
      providers: [
        PasswordHasher,
        SessionEvents,
        SessionStore,
        SignInThrottle,
        EmailLinkLimit,
        OneTimeTokens,
        UserEvents,
        SendVerification,
        RegisterUser,
        SignIn,
        RefreshSession,
        SignOut,
        VerifyEmail,
        ResendVerification,
        RequestPasswordReset,
        ConfirmPasswordReset,
        ChangePassword,
        UpdateProfile,
        ListUsers,
        UpdateUser,
        UserSessions,
        CreateAdmin,
        DemoAccounts,
        PlanChanges,
        OwnPlan,
        ChangeOwnPlan,
        SetUserPlan,
        AccountEvents,
        PasswordConfirmation,
        OwnSessions,
        RequestEmailChange,
        ConfirmEmailChange,
        OpenTrade,
        DeleteAccount,
        PhoneCodes,
        RequestPhoneCode,
        VerifyPhone,
        TradeViewConsumer,
        // Verification documents: identity's own private storage (STORAGE_* settings).
        {
          provide: OBJECT_STORAGE,
          inject: [CONFIG],
          useFactory: (c: IdentityConfig) => createObjectStorage(c),
        },
        { provide: RUN_JOBS, useValue: o.relay ?? true },
        VerificationEvents,
        SubmitVerification,
        DecideVerification,
        ListVerifications,
        VerificationReader,
        VerificationExpiry,
        SigningKeyRotation,
        DocumentUploadErrors,
      ],
      exports: [CreateAdmin],
    };
  }
}
