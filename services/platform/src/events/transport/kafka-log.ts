import { Logger } from '@nestjs/common';
import { logLevel, type logCreator } from 'kafkajs';

/** kafkajs' own lines, sent through the app's logger so they are JSON with the rest. */
export const kafkaLogCreator: logCreator = () => {
  const loggers = new Map<string, Logger>();
  return ({ namespace, level, log }) => {
    const name = `kafkajs${namespace ? `:${namespace}` : ''}`;
    let logger = loggers.get(name);
    if (!logger) loggers.set(name, (logger = new Logger(name)));
    const { message, ...details } = log;
    if (level === logLevel.ERROR || level === logLevel.NOTHING) logger.error(details, message);
    else if (level === logLevel.WARN) logger.warn(details, message);
    else if (level === logLevel.INFO) logger.log(details, message);
    else logger.debug(details, message);
  };
};
