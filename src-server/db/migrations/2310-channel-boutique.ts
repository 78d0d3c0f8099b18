/**
 * Boutique courses (精品课, issue 13) exist now: the default channel (cuiya) shows 精品课 and 我的精品课 in its menu.
 * Reference data, like 0301-shell-reference; written out literally (a migration never changes once landed).
 */
export default /* sql */ `
UPDATE dictionary_configs
SET key_value = replace(replace(key_value, '"qingguoketang":0', '"qingguoketang":1'), '"myQingguoketang":0', '"myQingguoketang":1')
WHERE config_type = 'CHANNEL_CONFIG' AND channel = 'cuiya';
`;
