import type { EnglishOf } from '@/web/i18n/define';
import type { imports } from '@/web/i18n/features/imports';
import { IMPORT_COLUMNS_EN, IMPORT_COLUMNS_PT_BR } from '@/spreadsheet/column-names';

export const importsEn: EnglishOf<typeof imports> = {
  'imports.title': 'Imports',
  'imports.subtitle':
    'Send registrations or results from a spreadsheet: the file is checked here before it reaches the hub.',
  'imports.step.file': 'File',
  'imports.step.mapping': 'Columns',
  'imports.step.preview': 'Review',
  'imports.step.sending': 'Upload',
  'imports.step.report': 'Report',
  'imports.kind.label': 'What to import',
  'imports.kind.registrations': 'Registrations',
  'imports.kind.results': 'Results',
  'imports.race.label': 'Race',
  'imports.race.pick': 'Pick the race',
  'imports.race.loading': 'Loading races…',
  'imports.race.code': 'Race code',
  'imports.race.typed': 'This hub does not list races: type the code.',
  'imports.file.label': 'File (.csv, .txt or .xlsx)',
  'imports.file.help':
    'The spreadsheet is read in your browser; nothing is sent before the review.',
  'imports.delimiter.label': 'Delimiter',
  'imports.delimiter.auto': 'Automatic ({detected})',
  'imports.delimiter.semicolon': 'Semicolon (;)',
  'imports.delimiter.comma': 'Comma (,)',
  'imports.delimiter.tab': 'Tab',
  'imports.sheet.label': 'Sheet',
  'imports.error.title': 'Could not go on',
  'imports.source.hint':
    'Pick the kind, the race and the file to start, or drag the spreadsheet anywhere on this tab.',
  'imports.drop.title': 'Drop the spreadsheet to open it',
  'imports.drop.busy':
    'Wait until it finishes: the current spreadsheet is still being read or sent',
  'imports.drop.accepted': 'Takes .csv, .txt (separated by ; , or tab) and .xlsx',
  'imports.fileProblem.empty': 'The file is empty.',
  'imports.fileProblem.emptySheet': 'The sheet “{sheet}” is empty.',
  'imports.fileProblem.headerOnly': 'The file has only the header line, no data rows.',
  'imports.fileProblem.headerOnlySheet':
    'The sheet “{sheet}” has only the header line, no data rows.',
  'imports.opening.start': 'Reading the file…',
  'imports.opening.rows': 'Reading and checking the file… {rows} rows so far',
  'imports.mapping.title': 'File columns',
  'imports.mapping.subtitle':
    '{file}: {rows|# row|# rows}, {columns|# column|# columns}. Check each column’s field.',
  'imports.mapping.mapped': '{mapped} of {total} columns used',
  'imports.mapping.remembered':
    'The team’s templates could not be read: we used the mapping of the last import with these columns in this browser.',
  'imports.mapping.noRanking': 'This race has no ranking: position columns are not used.',
  'imports.mapping.issues': 'Fix the mapping',
  'imports.mapping.column': 'File column',
  'imports.mapping.samples': 'Samples',
  'imports.mapping.field': 'Field',
  'imports.mapping.fieldOf': 'Field of column {column}',
  'imports.mappingIssue.missing_required': 'Pick the {field} column',
  'imports.mappingIssue.missing_identifier': 'Pick the {document} column or the {external} one',
  'imports.mappingIssue.mapped_twice': '{field} is in more than one column',
  'imports.mappingIssue.unknown_field': 'Unknown field: {field}',
  'imports.mapping.ignore': 'Ignore this column',
  'imports.mapping.noHeader': 'Column {n} (no title)',
  'imports.mapping.blank': 'No values',
  'imports.mapping.importColumns': 'Registration data',
  'imports.mapping.eventFields': "The event's fields",
  'imports.mapping.answersNotSent':
    "This hub takes no answers to the event's fields (such as T-shirt size): their columns are not sent.",
  'imports.mapping.continue': 'Check the rows',
  'imports.mapping.guess': 'What the values say',
  'imports.review.label': 'Referee review',
  'imports.review.duplicate_bib': '{n|# repeated bib|# repeated bibs}',
  'imports.review.required': '{n|# row missing required data|# rows missing required data}',
  'imports.review.finisher_without_time':
    '{n|# finisher without a time|# finishers without a time}',
  'imports.review.split_backwards': '{n|# split going back in time|# splits going back in time}',
  'imports.review.net_over_gun': '{n|# net time over gun time|# net times over gun time}',
  'imports.review.place_contradicts_time':
    '{n|# place against the times|# places against the times}',
  'imports.review.faster_than_record':
    '{n|# time faster than the world record|# times faster than the world record}',
  'imports.review.bib_not_registered':
    '{n|# bib not registered in this race|# bibs not registered in this race}',
  'imports.review.bib_in_other_race':
    '{n|# bib registered in another race|# bibs registered in another race}',
  'imports.confirmErrors.title': 'Many rows with errors',
  'imports.confirmErrors.body':
    '{errors} of {rows} rows have errors and will not be sent. Check the column mapping first: a wrong mapping usually looks like this. Send only the {valid} ready rows?',
  'imports.confirmErrors.review': 'Go back and check',
  'imports.confirmErrors.send': 'Send {n} rows anyway',
  'imports.mapping.unsure':
    'We could not find the {fields} column with confidence: check it before going on.',
  'imports.guess.header': 'by its title',
  'imports.guess.split_header': 'split, by its title',
  'imports.guess.split_distance': 'split at km {km}',
  'imports.guess.net_time_rank': 'official / net time',
  'imports.guess.gun_time_rank': 'gun time',
  'imports.guess.time_not_result': 'a time that is no result (pace, projection)',
  'imports.guess.region_codes': 'state or country codes, not a status',
  'imports.guess.increasing_places': 'increasing numbers: places',
  'imports.guess.ages': 'numbers from 5 to 100: ages',
  'imports.guess.unique_numbers': 'numbers never repeated: bibs',
  'imports.guess.status_words': 'status words (DNF, Finished…)',
  'imports.guess.sex_words': 'M / F',
  'imports.guess.values_do_not_fit': 'the values do not fit the title',
  'imports.guess.none': 'no known use',
  'imports.guess.confidence': '{n}% sure',
  'imports.preview.title': 'Row review',
  'imports.preview.subtitle':
    'Rows with errors are not sent. Click a highlighted cell (or press Enter) to fix it.',
  'imports.preview.row': 'Row',
  'imports.preview.problems': 'Problems',
  'imports.preview.table': 'File rows',
  'imports.preview.none': 'No rows in this filter.',
  'imports.preview.ok': 'Ready to send',
  'imports.preview.emptyRow': 'Blank row (not sent)',
  'imports.cards.row': 'Row {row}',
  'imports.cards.more': 'Show {n} more ({left} left)',
  'imports.cards.fixes': 'Fix',
  'imports.cards.tools': 'Column tools',
  'imports.preview.fixHint': 'The row shown is the spreadsheet’s (the header is row 1).',
  'imports.preview.back': 'Back to columns',
  'imports.count.rows': 'Rows',
  'imports.count.valid': 'Ready to send',
  'imports.count.errors': 'With errors',
  'imports.count.warnings': 'With warnings',
  'imports.count.blank': 'Blank',
  'imports.estimate.title': 'Created or updated?',
  'imports.estimate.registrations':
    'The hub does not tell before the upload which registrations already exist, so there is no estimate of how many rows create or update. The report shows it at the end.',
  'imports.estimate.results':
    'The hub does not tell before the upload which bibs already have a result, so there is no estimate of how many rows create or update. The report shows it at the end.',
  'imports.filter.label': 'Filter rows',
  'imports.filter.all': 'All',
  'imports.filter.errors': 'With errors ({n})',
  'imports.filter.warnings': 'With warnings',
  'imports.fix.open': 'Fix {column} of row {row}',
  'imports.fix.input': 'New value of {column} of row {row}',
  'imports.fix.choose': 'Choose…',
  'imports.modality.label': 'Batch modality',
  'imports.modality.id': 'Batch modality ID',
  'imports.modality.help':
    'Applies to rows without a Modality column; leave empty for the race’s default modality.',
  'imports.modality.none': 'Race default',
  'imports.send.button': 'Send {n|# row|# rows}',
  'imports.sending.title': 'Sending to the hub',
  'imports.sending.sending': 'Sending',
  'imports.sending.waiting': 'Hub processing chunk {n}',
  'imports.sending.reconnecting': 'Reconnecting…',
  'imports.sending.reconnectingHelp':
    'The hub did not answer. We keep trying on our own; no chunk is counted twice.',
  'imports.sending.progress': 'Upload progress',
  'imports.sending.preparing': 'Preparing the chunks…',
  'imports.sending.status': '{rows} of {total} rows sent · {chunks} of {chunksTotal} chunks',
  'imports.sending.eta': 'about {time} left',
  'imports.sending.cancel': 'Cancel upload',
  'imports.sending.stopping': 'Stopping after the current chunk…',
  'imports.sending.hubSays': 'The hub says "{word}" about chunk {n}',
  'imports.sending.stalled.title': 'The hub has said "{word}" about chunk {n} for {time}',
  'imports.sending.stalled.body':
    'The console does not know this status, and the hub has not said it finished. You can keep waiting, or stop watching: what the hub received stays there, and the import history shows how it ended.',
  'imports.sending.stalled.wait': 'Keep waiting',
  'imports.sending.stalled.stop': 'Stop watching',
  'imports.report.done': 'Import finished',
  'imports.report.cancelled': 'Upload cancelled',
  'imports.report.failed': 'Upload interrupted',
  'imports.report.subtitle': '{chunks} of {total} chunks processed by the hub in {duration}.',
  'imports.report.download': 'Download report (CSV)',
  'imports.report.downloadXlsx': 'Download report (Excel)',
  'imports.report.downloadXlsxFailed': 'Could not build the Excel report: {message}',
  'imports.report.sheet': 'Report',
  'imports.report.downloadErrors': 'Download errors and conflicts only (CSV)',
  'imports.report.again': 'New import',
  'imports.report.hub':
    'According to the hub: {received} received, {created} created, {updated} updated, {conflicts} conflicts, {errors} errors.',
  'imports.report.hubUnchanged':
    'According to the hub: {received} received, {created} created, {updated} updated ({unchanged} unchanged), {conflicts} conflicts, {errors} errors.',
  'imports.report.notImported': 'Rows not imported',
  'imports.report.table': 'Rows not imported',
  'imports.report.allImported': 'Every row was imported.',
  'imports.report.outcome': 'Outcome',
  'imports.report.messages': 'Message',
  'imports.outcome.created': 'Created',
  'imports.outcome.updated': 'Updated',
  'imports.outcome.unchanged': 'Unchanged',
  'imports.outcome.imported': 'Created or updated',
  'imports.outcome.conflict': 'Conflicts',
  'imports.outcome.error': 'Errors',
  'imports.outcome.skipped': 'Not sent',
  'imports.outcome.blank': 'Blank',
  'imports.races.title': 'Rows by race',
  'imports.races.race': 'Race',
  'imports.races.rows': 'Rows ready',
  'imports.races.vacancy': 'Vacancy',
  'imports.races.default': "file's race",
  'imports.races.loading': 'Checking vacancy…',
  'imports.races.unknown': 'The hub did not say the vacancy',
  'imports.races.unlimited': 'No vacancy limit',
  'imports.races.free': '{available} places left ({count} of {limit})',
  'imports.races.unrouted':
    "{n|# row does not name|# rows do not name} a race: pick the file's race above, or {n|it will not be sent|they will not be sent}.",
  'imports.capacity.over': '{rows} rows for {available} places ({count} of {limit})',
  'imports.capacity.choice': 'What to send to race {race}',
  'imports.capacity.vacancy': 'Only up to the vacancy ({n})',
  'imports.capacity.all': 'All of them ({n})',
  'imports.capacity.vacancyNote':
    'The {n} extra rows are not sent: they stay in the report, with the reason, to download.',
  'imports.capacity.allNote': 'All are sent: the race goes over its registration limit.',
  'imports.send.needRaceOrColumn':
    "Pick the file's race, or map a race column in which every row names its own.",
  'imports.report.title.none': 'No row imported',
  'imports.report.title.cancelled': 'Upload cancelled: {n|# row imported|# rows imported}',
  'imports.report.title.failed': 'Upload interrupted: {n|# row imported|# rows imported}',
  'imports.report.title.problems': 'Import finished with {n|# error|# errors}',
  'imports.report.title.conflicts': 'Import finished with {n|# conflict|# conflicts}',
  'imports.report.title.conflictsAndErrors':
    'Import finished with {conflicts|# conflict|# conflicts} and {errors|# error|# errors}',
  'imports.report.title.notSent': 'Import finished: {n|# row not sent|# rows not sent}',
  'imports.report.title.done': 'Import finished: {n|# row imported|# rows imported}',
  'imports.report.sum': "The file's {rows} rows, each in one counter only: {parts}.",
  'imports.report.errorSources': '{file} in the file · {hub} from the hub',
  'imports.rowOutcome.created': 'Created',
  'imports.rowOutcome.updated': 'Updated',
  'imports.rowOutcome.unchanged': 'Unchanged',
  'imports.rowOutcome.imported': 'Imported (created or updated)',
  'imports.rowOutcome.conflict': 'Conflict',
  'imports.rowOutcome.error': 'Error',
  'imports.rowOutcome.blank': 'Blank',
  'imports.rowOutcome.skipped': 'Not sent',
  'imports.history.upload': 'One upload of the file in {n|# chunk|# chunks}: {races}',
  'imports.history.chunk': 'chunk {n}',
  'imports.resume.title': 'Unfinished upload',
  'imports.resume.description':
    '{file} (race {race}): {accepted} of {total} chunks accepted by the hub, on {date}. Pick the same file to continue where it stopped.',
  'imports.resume.pick': 'File to continue',
  'imports.resume.discard': 'Discard upload',
  'imports.resume.otherFile':
    'This is not the same {file}: its content differs. Pick the original file.',
  'imports.history.title': 'Import history',
  'imports.history.subtitle': 'The event’s imports, newest first.',
  'imports.history.kind': 'Import kind',
  'imports.history.empty': 'No imports yet.',
  'imports.history.id': 'Import',
  'imports.history.race': 'Race',
  'imports.history.status': 'Status',
  'imports.history.received': 'Received',
  'imports.history.problems': 'Conflicts and errors',
  'imports.history.started': 'Started',
  'imports.history.open': 'Details',
  'imports.history.openOne': 'Details of import {id}',
  'imports.history.report': 'Report',
  'imports.history.reportOf': 'Download the report of import {id}',
  'imports.history.undo': 'Undo',
  'imports.history.undoOf': 'Undo this import (#{id})',
  'imports.status.queued': 'Queued',
  'imports.status.processing': 'Processing',
  'imports.status.completed': 'Completed',
  'imports.status.failed': 'Failed',
  'imports.detail.title': 'Import #{id}',
  'imports.detail.meta': 'Race {race} · source {source} · {started} · {duration}',
  'imports.detail.noItems': 'No conflict or error in this import.',
  'imports.detail.failed': 'The hub could not process this import',
  'imports.detail.retrying': 'The hub will try again',
  'imports.detail.retry': 'Process again',
  'imports.detail.item': 'Item',
  'imports.detail.field': 'Field',
  'imports.detail.ids': 'External ID / bib',
  'imports.mapping.missingFields':
    '{count|The column|The columns} linked to a field this event does not have {count|was|were} left unlinked, and {count|it|they} will not be sent: {columns}. Pick another field or leave it so.',
  'imports.template.applied': 'Team template “{name}” applied: the columns are linked as in it.',
  'imports.template.useGuess': 'Use the automatic suggestion',
  'imports.template.saveTitle': 'Save this mapping as a team template',
  'imports.template.saveHint':
    'Whoever sends a spreadsheet with these same columns, in any browser, gets this mapping.',
  'imports.template.name': 'Template name',
  'imports.template.save': 'Save template',
  'imports.template.saved': 'Template “{name}” saved for the team.',
  'imports.templates.title': 'Team mapping templates',
  'imports.templates.hint':
    'Proposed automatically when a spreadsheet comes with the same columns, to anyone on the team.',
  'imports.templates.empty':
    'No template saved yet. After an import, save the mapping with a name.',
  'imports.templates.col.name': 'Name',
  'imports.templates.col.kind': 'Kind',
  'imports.templates.col.columns': 'Columns',
  'imports.templates.col.by': 'Saved by',
  'imports.templates.col.updated': 'Updated',
  'imports.templates.col.actions': 'Actions',
  'imports.templates.columns': '{mapped} of {total}',
  'imports.templates.rename': 'Rename {name}',
  'imports.templates.renameSave': 'Save name',
  'imports.templates.cancel': 'Cancel',
  'imports.templates.renamed': 'Template renamed.',
  'imports.templates.delete': 'Delete {name}',
  'imports.templates.deleteTitle': 'Delete the template?',
  'imports.templates.deleteText':
    'The template “{name}” is no longer proposed to the team. What was imported with it does not change.',
  'imports.templates.deleteConfirm': 'Delete template',
  'imports.templates.deleted': 'Template deleted.',
  'imports.templates.close': 'Close',
};

/**
 * The import review's row messages (the worker writes them in pt-BR) in English, as templates
 * of the hub-text table (`localizeHubText`): `{x}` carries a value over, a column's name among
 * them (the table has the names too, below).
 */
export const importRowsEn: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(IMPORT_COLUMNS_PT_BR).map(([field, label]) => [
      label,
      IMPORT_COLUMNS_EN[field as keyof typeof IMPORT_COLUMNS_EN],
    ]),
  ),
  'Linha com {n} de {width} colunas: as que faltam ficaram vazias':
    'Row with {n} of {width} columns: the missing ones were left empty',
  'Linha com {n} colunas, o cabeçalho tem {width}: os valores a mais não são importados':
    'Row with {n} columns, the header has {width}: the extra values are not imported',
  'Informe o CPF / documento ou o ID externo': 'Give the CPF / document or the external ID',
  '{label}: "{value}" não é uma opção ({options})':
    '{label}: "{value}" is not an option ({options})',
  '{label}: "{value}" não é sim ou não (use sim/não, x, 1/0)':
    '{label}: "{value}" is not yes or no (use yes/no, x, 1/0)',
  'E-mail inválido "{value}"': 'Invalid email "{value}"',
  'Aspas sem fechamento ou fora do lugar nesta linha: confira os valores':
    'Unclosed or misplaced quotes in this row: check the values',
  '{label} {value} repetido: já aparece na linha {row}':
    '{label} {value} repeated: it already appears in row {row}',
  '{label} com {n} caracteres (máximo {max})': '{label} with {n} characters (at most {max})',
  '{label} é obrigatório': '{label} is required',
  'Prova "{value}" não encontrada no evento: as provas são {races}':
    'Race "{value}" not found in the event: the races are {races}',
  'Sexo "{value}" desconhecido: use M, F, Masculino ou Feminino; não será enviado':
    'Unknown sex "{value}": use M, F, Male or Female; it will not be sent',
  'Data "{value}" fora do intervalo aceito: anos de {min} a {max}':
    'Date "{value}" out of the accepted range: years {min} to {max}',
  'Data "{value}" com ano de 2 dígitos: use DD/MM/AAAA':
    'Date "{value}" with a 2-digit year: use DD/MM/YYYY',
  'Data inválida "{value}": use DD/MM/AAAA (ex.: 31/12/1990) ou AAAA-MM-DD':
    'Invalid date "{value}": use DD/MM/YYYY (e.g. 31/12/1990) or YYYY-MM-DD',
  'CPF {value} inválido: os dígitos verificadores não conferem':
    'Invalid CPF {value}: the check digits do not match',
  'CPF {value} com todos os dígitos iguais: não é um CPF de ninguém':
    'CPF {value} has all its digits the same: it is nobody’s CPF',
  'Documento {value} com {n} dígitos: não parece CPF nem passaporte. Confira; se for enviado, vai como outro documento':
    'Document {value} with {n} digits: looks like neither a CPF nor a passport. Check it; if sent, it goes as another document',
  'Idade {age} em {date}: abaixo da mínima das categorias da prova {race} ({min} anos)':
    'Age {age} on {date}: under the youngest of race {race}’s categories ({min} years)',
  'Idade {age} em {date}: acima da máxima das categorias da prova {race} ({max} anos)':
    'Age {age} on {date}: over the oldest of race {race}’s categories ({max} years)',
  'Tempo líquido "{value}" para quem concluiu: informe o tempo, ou marque a linha como DNF (não terminou) na situação':
    'Net time "{value}" for someone who finished: enter the time, or mark the row DNF (did not finish) in the status',
  'Tempo líquido "{value}" para quem terminou: a linha vai como DNF (não terminou), sem tempo. Se terminou, corrija o tempo':
    'Net time "{value}" for a finisher: the row goes as DNF (did not finish), without a time. If they finished, fix the time',
  'Documento {value} tem {n} dígitos e não é um CPF válido mesmo com zeros à esquerda: será enviado como outro documento':
    'Document {value} has {n} digits and is no valid CPF even with leading zeros: it will be sent as another document',
  'Documento em notação científica ({value}): o Excel arredondou o número e os dígitos se perderam. Formate a coluna como Texto e exporte de novo':
    'Document in scientific notation ({value}): Excel rounded the number and the digits are lost. Format the column as Text and export again',
  'Documento com mais de {max} caracteres': 'Document with more than {max} characters',
  'Telefone em notação científica ({value}) convertido para {digits}: confira':
    'Phone in scientific notation ({value}) turned into {digits}: check it',
  'Telefone em notação científica ({value}): o Excel arredondou o número e os últimos dígitos se perderam, então ele não será enviado. Formate a coluna como Texto no Excel e exporte de novo':
    'Phone in scientific notation ({value}): Excel rounded the number and the last digits are lost, so it will not be sent. Format the column as Text in Excel and export again',
  'Valor "{value}" não é sim ou não (use sim/não, s/n, x, 1/0)':
    'Value "{value}" is not yes or no (use sim/não, s/n, x, 1/0, yes/no)',
  'Tempo "{value}" passa do máximo aceito ({max})':
    'Time "{value}" is past the accepted maximum ({max})',
  'Tempo inválido "{value}": use H:MM:SS, MM:SS ou segundos':
    'Invalid time "{value}": use H:MM:SS, MM:SS or seconds',
  'Situação "{value}" desconhecida: use completou, DNF (abandonou), DNS (não largou) ou DSQ (desclassificado)':
    'Unknown status "{value}": use finished, DNF (did not finish), DNS (did not start) or DSQ (disqualified)',
  '{label} "{value}" passa do máximo ({max}): não será enviada (o hub calcula)':
    '{label} "{value}" is past the maximum ({max}): it will not be sent (the hub computes it)',
  '{label} "{value}" não é um número: não será enviada (o hub calcula)':
    '{label} "{value}" is not a number: it will not be sent (the hub computes it)',
  'Tempo líquido é obrigatório para quem terminou a prova':
    'Net time is required for those who finished the race',
  'Idade "{value}" não é um número de 1 a {max}: não será enviada':
    'Age "{value}" is not a number from 1 to {max}: it will not be sent',
  '{n} parciais: o máximo é {max}': '{n} splits: the maximum is {max}',
  '{split} ({time}) é antes de {previous}: a parcial volta no tempo':
    '{split} ({time}) is before {previous}: the split goes back in time',
  'Tempo líquido {net} maior que o bruto {gun}': 'Net time {net} over the gun time {gun}',
  'Número {bib} sem inscrição na prova {race}: o resultado entra sem inscrito':
    'Bib {bib} has no registration in race {race}: the result goes in without a registrant',
  'Número {bib} está inscrito na prova {race}: o hub recusa a linha como conflito':
    'Bib {bib} is registered in race {race}: the hub refuses the row as a conflict',
  '{km} km em {time}: mais rápido que o recorde mundial ({record} ou mais)':
    '{km} km in {time}: faster than the world record ({record} or more)',
  '{split} em {time}: mais rápido que o recorde mundial ({record} ou mais)':
    '{split} in {time}: faster than the world record ({record} or more)',
  'Colocação {place} com {time}: mais rápido que a colocação {other} ({otherTime})':
    'Place {place} in {time}: faster than place {other} ({otherTime})',
  'Lote {n} não foi enviado': 'Chunk {n} was not sent',
  'O hub não processou o lote {n} ({status})': 'The hub did not process chunk {n} ({status})',
  'Lote {n} ainda em processamento no hub ({status}): veja o histórico de importações':
    'Chunk {n} still being processed by the hub ({status}): see the import history',
  'Não enviada': 'Not sent',
  'Não enviada: a prova {race} tinha {n} vagas e as linhas acima dela as ocuparam':
    'Not sent: race {race} had {n} places and the rows above took them',
  'Não enviada: a linha não diz a prova e nenhuma prova foi escolhida para o arquivo':
    'Not sent: the row names no race and no race was picked for the file',
  'Modalidade desconhecida nesta prova: {modality}': 'Unknown modality in this race: {modality}',
  'Categoria desconhecida nesta prova: {category}': 'Unknown category in this race: {category}',
  'Número de peito {bib} já pertence a outra inscrição do evento':
    'Bib {bib} already belongs to another registration of the event',
};
